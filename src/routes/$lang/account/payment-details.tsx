import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, PaymentDetails } from './-account-parts'

export const Route = createFileRoute('/$lang/account/payment-details')({
  loader: () => Promise.all([AccountShell.preload(), PaymentDetails.preload()]),
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
