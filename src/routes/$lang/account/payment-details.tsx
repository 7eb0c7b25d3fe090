import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { PaymentDetails } from '~/features/auth/components/account-lists'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/payment-details')({
  head: ({ params }) => accountHead(params.lang, 'account/payment-details'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/payment-details">
      {() => <PaymentDetails />}
    </AccountShell>
  )
}
