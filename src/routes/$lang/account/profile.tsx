import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, ProfileForm } from './-account-parts'

export const Route = createFileRoute('/$lang/account/profile')({
  loader: () => Promise.all([AccountShell.preload(), ProfileForm.preload()]),
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
