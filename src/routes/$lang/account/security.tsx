import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { PasswordForm } from '~/features/auth/components/account-forms'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/security')({
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
