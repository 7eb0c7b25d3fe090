import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ensureCatalog } from '~/features/shop/loaders'
import { shopQueries } from '~/features/shop/queries'
import type { ProductId } from '~/lib/site-pages'
import { lazyWithPreload } from '~/lib/lazy-with-preload'
import { WithQueryClient } from '~/lib/lazy-query-client'
import { accountHead } from './-account-head'

// The page's content (queries, forms, the API client) loads after the page; the loader preloads
// it, so the prerendered HTML has the signed-out state.
const AccountPage = lazyWithPreload(() =>
  import('~/features/auth/components/account-page').then((module) => module.AccountPage),
)

export const Route = createFileRoute('/$lang/account/order-history')({
  loader: async ({ context, params }) => {
    await Promise.all([AccountPage.preload(), ensureCatalog(context.queryClient, params.lang)])
  },
  head: ({ params }) => accountHead(params.lang, 'account/order-history'),
  component: Page,
})

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function Page() {
  return (
    <WithQueryClient>
      <PageContent />
    </WithQueryClient>
  )
}

function PageContent() {
  const { lang } = Route.useParams()
  // The orders name their products by id: the shop's catalog gives their names in this language.
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const productName = useCallback(
    (id: ProductId) => catalog.products.find((product) => product.id === id)?.name ?? id,
    [catalog],
  )
  return <AccountPage lang={lang} page="account/order-history" productName={productName} />
}
