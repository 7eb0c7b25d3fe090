import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { choiceNames, describeChoice } from '~/features/shop/choice-text'
import type { Catalog, LineChoice } from '~/features/shop/schemas'
import { ensureCatalog } from '~/features/shop/loaders'
import type { Lang } from '~/lib/languages'
import type { ProductId } from '~/site/product-ids'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '../../-components/page-head'

// The page's content (queries, forms, the API client) loads after the page; the loader preloads
// it, so the prerendered HTML has the signed-out state.
const AccountPage = lazyWithPreload(() =>
  import('~/features/auth/components/account-page').then((module) => module.AccountPage),
)
// The shop's catalog names the ordered products; its query's code loads after the page too.
const WithCatalog = lazyWithPreload(() => import('~/features/shop/components/with-catalog').then((module) => module.WithCatalog))

export const Route = createFileRoute('/$lang/account/order-history')({
  loader: async ({ context, params }) => {
    await Promise.all([AccountPage.preload(), WithCatalog.preload(), ensureCatalog(context.queryClient, params.lang)])
  },
  head: ({ params }) => pageHead(params.lang, 'account/order-history'),
  component: Page,
})

function Page() {
  const { lang } = Route.useParams()
  return <WithCatalog lang={lang}>{(catalog) => <OrderHistoryPage lang={lang} catalog={catalog} />}</WithCatalog>
}

function OrderHistoryPage({ lang, catalog }: { lang: Lang; catalog: Catalog }) {
  // The orders name their products by id: the shop's catalog gives their names in this language.
  const productName = useCallback(
    (id: ProductId) => catalog.products.find((product) => product.id === id)?.name ?? id,
    [catalog],
  )
  const { i18n } = useLingui()
  const choiceText = useCallback(
    (id: ProductId, choice: LineChoice | undefined) => {
      const product = catalog.products.find((candidate) => candidate.id === id)
      return product === undefined ? '' : describeChoice(i18n, choiceNames(product, choice))
    },
    [catalog, i18n],
  )
  return <AccountPage lang={lang} page="account/order-history" productName={productName} choiceText={choiceText} />
}
