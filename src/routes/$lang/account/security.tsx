import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, PasswordForm } from './-account-parts'

export const Route = createFileRoute('/$lang/account/security')({
  loader: () => Promise.all([AccountShell.preload(), PasswordForm.preload()]),
  head: ({ params }) => accountHead(params.lang, 'account/security'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/security">
      {() => <PasswordForm />}
    </AccountShell>
  )
}
