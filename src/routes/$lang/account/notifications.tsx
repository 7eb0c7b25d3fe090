import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, NotificationsForm } from './-account-parts'

export const Route = createFileRoute('/$lang/account/notifications')({
  loader: () => Promise.all([AccountShell.preload(), NotificationsForm.preload()]),
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
