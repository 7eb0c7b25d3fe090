import { createFileRoute } from '@tanstack/react-router'
import { lazyWithPreload } from '~/lib/lazy-with-preload'
import { pageHead } from '../../-components/page-head'

// The page's content (queries, forms, the API client) loads after the page; the loader preloads
// it, so the prerendered HTML has the signed-out state.
const AccountPage = lazyWithPreload(() =>
  import('~/features/auth/components/account-page').then((module) => module.AccountPage),
)

export const Route = createFileRoute('/$lang/account/payment-details')({
  loader: () => AccountPage.preload(),
  head: ({ params }) => pageHead(params.lang, 'account/payment-details'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return <AccountPage lang={lang} page="account/payment-details" />
}
