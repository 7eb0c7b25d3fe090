import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { ProfileForm } from '~/features/auth/components/account-forms'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/profile')({
  head: ({ params }) => accountHead(params.lang, 'account/profile'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/profile">
      {(user) => <ProfileForm key={user.id} user={user} />}
    </AccountShell>
  )
}
