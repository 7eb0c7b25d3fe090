import { createFileRoute } from '@tanstack/react-router'
import { AccountShell } from '~/features/auth/components/account-shell'
import { ProjectList } from '~/features/auth/components/account-lists'
import { accountHead } from './-account-head'

export const Route = createFileRoute('/$lang/account/projects')({
  head: ({ params }) => accountHead(params.lang, 'account/projects'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return (
    <AccountShell lang={lang} page="account/projects">
      {() => <ProjectList lang={lang} />}
    </AccountShell>
  )
}
