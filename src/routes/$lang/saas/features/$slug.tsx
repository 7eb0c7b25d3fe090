import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { FeatureArticle } from '~/features/saas/components/feature-article'
import { RouteNotFound } from '../../../-components/not-found-page'
import { renderSaasIcon } from '../-saas-icon'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/saas/features/$slug')({
  // The language's features, this feature's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadFeaturePage } = await import('~/features/saas/load')
    const data = await loadFeaturePage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.feature.title, description: data.feature.description, keywords: [data.feature.title] } }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <FeatureArticle lang={lang} data={Route.useLoaderData()} renderIcon={renderSaasIcon} />
        <CallToAction lang={lang} />
      </>
    )
  },
  notFoundComponent: RouteNotFound,
})
