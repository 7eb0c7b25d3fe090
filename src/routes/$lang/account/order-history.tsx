import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { describeOrderedItem } from '~/features/shop/cart/choice-text'
import type { DescribeOrderItem } from '~/features/auth/components/account-lists'
import type { Catalog } from '~/features/shop/schemas'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import type { Lang } from '~/lib/languages'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'
import { useCurrentPage } from '~/components/page-link'
import { ACCOUNT_PAGES } from '~/site/pages'

// The page's content (queries, forms, the API client) loads after the page; the loader preloads
// it, so the prerendered HTML has the signed-out state.
const AccountPage = lazyWithPreload(() =>
  import('~/features/auth/components/account-page').then((module) => module.AccountPage),
)
// The shop's catalog names the ordered products; its query's code loads after the page too.
const WithCatalog = lazyWithPreload(() => import('~/features/shop/catalog/with-catalog').then((module) => module.WithCatalog))

/** `?order=ST-1001`: the order to open (the checkout's confirmation links to it); anything else is dropped. */
const ORDER_NUMBER = /^[A-Z0-9-]{4,32}$/

function orderHistorySearch(search: Record<string, unknown>): { order?: string } {
  return typeof search.order === 'string' && ORDER_NUMBER.test(search.order) ? { order: search.order } : {}
}

export const Route = createFileRoute('/$lang/account/order-history')({
  validateSearch: orderHistorySearch,
  loader: async ({ context, params }) => {
    await Promise.all([AccountPage.preload(), WithCatalog.preload(), ensureCatalog(context.queryClient, params.lang)])
  },
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  const { order } = Route.useSearch()
  return <WithCatalog lang={lang}>{(catalog) => <OrderHistoryPage lang={lang} catalog={catalog} opened={order} />}</WithCatalog>
}

function OrderHistoryPage({ lang, catalog, opened }: { lang: Lang; catalog: Catalog; opened: string | undefined }) {
  // The orders name their products by id: the shop's catalog gives their names and their sizes'
  // and colours' in this language.
  const { i18n } = useLingui()
  const describeItem = useCallback<DescribeOrderItem>((item) => describeOrderedItem(i18n, catalog, item), [catalog, i18n])
  // The page of the account this route renders, from its match.
  const current = useCurrentPage()
  const page = ACCOUNT_PAGES.find((candidate) => candidate === current)
  if (page === undefined) throw new Error(`No account page "${current}"`)
  return <AccountPage lang={lang} page={page} describeItem={describeItem} {...(opened === undefined ? {} : { openedOrder: opened })} />
}
