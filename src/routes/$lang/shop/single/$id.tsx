import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { readSessionToken } from '~/features/auth/session-token'
import { ensureCatalog, ensureProduct } from '~/features/shop/catalog/loaders'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { NotFoundPage } from '../../../-components/not-found-page'
import { pageHead } from '~/features/seo/head'

// The product (the catalog's query, gallery, price, the wishlist and cart buttons) is a lazily loaded
// part: prerendered into the page, hydrated once its code has arrived after the first load.
const ProductView = lazyWithPreload(() => import('~/features/shop/catalog/product-detail').then((module) => module.ProductView))
// Under it, another: delivery and returns, the reviews (loaded when they near the viewport) and
// related products.
const ProductMore = lazyWithPreload(() => import('~/features/shop/catalog/product-more').then((module) => module.ProductMore))

export const Route = createFileRoute('/$lang/shop/single/$id')({
  loader: async ({ context, params }) => {
    const [product] = await Promise.all([
      ensureProduct(context.queryClient, params.lang, params.id),
      ensureCatalog(context.queryClient, params.lang),
      ProductView.preload(),
      ProductMore.preload(),
    ])
    if (product === null) throw notFound()
    return { name: product.name, description: product.description, category: product.category }
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.name, description: data.description, keywords: [data.name, data.category] } }),
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})

function ProductPage() {
  const { lang, id } = Route.useParams()
  const queryClient = useQueryClient()
  // A review goes with the session token; a refused one signs the visitor out (the session's code,
  // with the API client, loads only then: it is not part of this page's first load).
  const session = useMemo(
    () => ({
      token: readSessionToken,
      onRefused: () => void import('~/features/auth/queries').then(({ signOut }) => signOut(queryClient, 'refused')),
    }),
    [queryClient],
  )
  return (
    <>
      <ProductView lang={lang} id={id} notFound={<NotFoundPage lang={lang} />} />
      <ProductMore lang={lang} id={id} session={session} />
    </>
  )
}

function ProductNotFound() {
  const { lang } = Route.useParams()
  return <NotFoundPage lang={lang} />
}
