import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { FeatureArticle } from '~/features/saas/components/feature-article'
import { renderSaasIcon } from './-saas-icon'
import { pageHead } from '~/features/seo/head'
import { featurePage } from '~/site/pages'

/** The second feature layout, showing the first feature of the product line. */
export const Route = createFileRoute('/$lang/saas/feature-single')({
  loader: async ({ params }) => {
    const { loadFeaturePage } = await import('~/features/saas/load')
    const data = await loadFeaturePage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && featurePage(data.feature.slug) }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <FeatureArticle lang={lang} data={Route.useLoaderData()} renderIcon={renderSaasIcon} layout="showcase" />
        <CallToAction lang={lang} />
      </>
    )
  },
})
