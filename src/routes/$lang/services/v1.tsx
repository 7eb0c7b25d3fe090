import { createFileRoute } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { Icon } from '~/components/icon'
import { ServicesGrid } from '~/features/services/components/services-grid'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

/** The eight services as a grid of icon cards. */
export const Route = createFileRoute('/$lang/services/v1')({
  // The services' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/services/load')).loadServices(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <PageIntro lang={lang} />
          <ServicesGrid lang={lang} services={Route.useLoaderData()} renderIcon={(icon, className) => <Icon name={icon} className={className} />} />
        </section>
        <CallToAction lang={lang} />
      </>
    )
  },
})
