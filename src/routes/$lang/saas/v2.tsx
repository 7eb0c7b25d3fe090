import { createFileRoute } from '@tanstack/react-router'
import { SaasInsightPage } from '~/features/demos/components/saas-insight'
import { pageHead } from '~/features/seo/head'
import { renderSaasIcon } from './-saas-icon'

export const Route = createFileRoute('/$lang/saas/v2')({
  // Storm Insight's entries of the integrations collection; the reading code loads with the loader.
  loader: async ({ params }) => (await (await import('~/features/saas/load')).loadIntegrations(params.lang)).filter((integration) => integration.product === 'insight'),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const integrations = Route.useLoaderData()
    return <SaasInsightPage lang={lang} integrations={integrations} renderIcon={renderSaasIcon} />
  },
})
