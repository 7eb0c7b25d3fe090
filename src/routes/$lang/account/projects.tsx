import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from './-account-head'
import { AccountShell, ProjectList } from './-account-parts'

export const Route = createFileRoute('/$lang/account/projects')({
  loader: () => Promise.all([AccountShell.preload(), ProjectList.preload()]),
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
