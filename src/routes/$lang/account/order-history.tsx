import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, OrderHistory } from './-account-parts'

export const Route = createFileRoute('/$lang/account/order-history')({
  loader: () => Promise.all([AccountShell.preload(), OrderHistory.preload()]),
  head: ({ params }) => accountHead(params.lang, 'account/order-history'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/order-history">
      {() => <OrderHistory lang={lang} />}
    </AccountShell>
  )
}
