import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { OrderHistory } from '~/features/auth/components/account-lists'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/order-history')({
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
