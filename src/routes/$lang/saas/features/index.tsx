import { createFileRoute } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { FeaturesOverview } from '~/features/saas/components/features-overview'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'
import { renderSaasIcon } from '../-saas-icon'

export const Route = createFileRoute('/$lang/saas/features/')({
  // The features' index and the code that reads it load with the loader, so not on the first
  // visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/saas/load')).loadFeatures(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const features = Route.useLoaderData()
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <PageIntro lang={lang} />
          <FeaturesOverview lang={lang} features={features} renderIcon={renderSaasIcon} />
        </section>
        <CallToAction lang={lang} />
      </>
    )
  },
})
