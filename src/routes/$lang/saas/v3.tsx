import { createFileRoute } from '@tanstack/react-router'
import { SaasLinkPage } from '~/features/demos/components/saas-link'
import { pageHead } from '~/features/seo/head'
import { renderSaasIcon } from './-saas-icon'

export const Route = createFileRoute('/$lang/saas/v3')({
  // Every entry of the integrations collection, since Storm Link carries each of them; its own
  // first. The reading code loads with the loader.
  loader: async ({ params }) => {
    const integrations = await (await import('~/features/saas/load')).loadIntegrations(params.lang)
    return [...integrations.filter((integration) => integration.product === 'link'), ...integrations.filter((integration) => integration.product !== 'link')]
  },
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const integrations = Route.useLoaderData()
    return <SaasLinkPage lang={lang} integrations={integrations} renderIcon={renderSaasIcon} />
  },
})
