import { createFileRoute } from '@tanstack/react-router'
import { SaasEnergyPage } from '~/features/demos/components/saas-energy'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/saas/v4')({
  head: ({ params }) => pageHead(params.lang, 'saas/v4'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <SaasEnergyPage lang={lang} />
  },
})
