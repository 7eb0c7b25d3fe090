import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { NotificationsForm } from '~/features/auth/components/account-forms'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/notifications')({
  head: ({ params }) => accountHead(params.lang, 'account/notifications'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/notifications">
      {() => <NotificationsForm />}
    </AccountShell>
  )
}
