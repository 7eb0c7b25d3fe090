import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { IntegrationArticle } from '~/features/saas/components/integration-article'
import { RouteNotFound } from '../../../-components/not-found-page'
import { renderSaasIcon } from '../-saas-icon'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/saas/integrations/$slug')({
  // The language's integrations, this one's body and the code that reads them load with the
  // loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadIntegrationPage } = await import('~/features/saas/load')
    const data = await loadIntegrationPage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.integration.title, description: data.integration.description, keywords: [data.integration.title] } }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <IntegrationArticle lang={lang} data={Route.useLoaderData()} renderIcon={renderSaasIcon} />
        <CallToAction lang={lang} />
      </>
    )
  },
  notFoundComponent: RouteNotFound,
})
