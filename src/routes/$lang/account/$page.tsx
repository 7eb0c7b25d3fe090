import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { ACCOUNT_PAGES } from '~/site/pages'
import { pageHead } from '~/features/seo/head'

// The page's content (queries, forms, the API client) loads after the page; the loader preloads
// it, so the prerendered HTML has the signed-out state.
const AccountPage = lazyWithPreload(() =>
  import('~/features/auth/components/account-page').then((module) => module.AccountPage),
)

/** The account pages of this route; the order history has a route of its own (it reads the shop's catalog). */
const PageSchema = v.picklist(ACCOUNT_PAGES.filter((page) => page !== 'account/order-history'))

export const Route = createFileRoute('/$lang/account/$page')({
  // Anything else is no account page: the route does not match, and the splat shows the 404 page.
  params: {
    parse: (raw) => ({ page: v.parse(PageSchema, `account/${raw.page}`) }),
    stringify: ({ page }) => ({ page: page.replace(/^account\//, '') }),
  },
  loader: () => AccountPage.preload(),
  head: (match) => pageHead(match),
  component: Page,
})

function Page() {
  const { lang, page } = Route.useParams()
  return <AccountPage lang={lang} page={page} />
}
