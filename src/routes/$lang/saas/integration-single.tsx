import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { IntegrationArticle } from '~/features/saas/components/integration-article'
import { renderSaasIcon } from './-saas-icon'
import { pageHead } from '~/features/seo/head'
import { integrationPage } from '~/site/pages'

/** The second integration layout, showing the first integration of the product line. */
export const Route = createFileRoute('/$lang/saas/integration-single')({
  loader: async ({ params }) => {
    const { loadIntegrationPage } = await import('~/features/saas/load')
    const data = await loadIntegrationPage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && integrationPage(data.integration.slug) }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <IntegrationArticle lang={lang} data={Route.useLoaderData()} renderIcon={renderSaasIcon} layout="showcase" />
        <CallToAction lang={lang} />
      </>
    )
  },
})
