import { createFileRoute } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { Icon } from '~/components/icon'
import { Process } from '~/features/services/components/process'
import { ServicesByProblem } from '~/features/services/components/services-by-problem'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

/** The services grouped by the problem they solve, and how a project runs. */
export const Route = createFileRoute('/$lang/services/v2')({
  loader: async ({ params }) => (await import('~/features/services/load')).loadServices(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <PageIntro lang={lang} />
          <ServicesByProblem lang={lang} services={Route.useLoaderData()} renderIcon={(icon, className) => <Icon name={icon} className={className} />} />
          <Process />
        </section>
        <CallToAction lang={lang} />
      </>
    )
  },
})
