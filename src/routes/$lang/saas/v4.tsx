import { createFileRoute } from '@tanstack/react-router'
import { SaasEnergyPage } from '~/features/demos/components/saas-energy'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/saas/v4')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <SaasEnergyPage lang={lang} />
  },
})
