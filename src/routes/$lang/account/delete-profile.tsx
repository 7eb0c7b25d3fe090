import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { DeleteProfileForm } from '~/features/auth/components/account-forms'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/delete-profile')({
  head: ({ params }) => accountHead(params.lang, 'account/delete-profile'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/delete-profile">
      {(user) => <DeleteProfileForm lang={lang} user={user} />}
    </AccountShell>
  )
}
