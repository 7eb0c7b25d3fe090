import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, DeleteProfileForm } from './-account-parts'

export const Route = createFileRoute('/$lang/account/delete-profile')({
  loader: () => Promise.all([AccountShell.preload(), DeleteProfileForm.preload()]),
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
