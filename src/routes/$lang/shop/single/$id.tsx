import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { ProductDetail } from '~/features/shop/components/product-detail'
import { ensureProduct } from '~/features/shop/loaders'
import { shopQueries } from '~/features/shop/queries'
import { env } from '~/lib/env'
import { WithQueryClient } from '~/lib/lazy-query-client'
import { NotFoundPage } from '../../../-components/not-found-page'

export const Route = createFileRoute('/$lang/shop/single/$id')({
  loader: async ({ context, params }) => {
    const product = await ensureProduct(context.queryClient, params.lang, params.id)
    if (product === null) throw notFound()
    return { name: product.name, description: product.description, category: product.category }
  },
  head: ({ params, loaderData }) =>
    loaderData === undefined
      ? routeHead({
          lang: params.lang,
          page: `shop/single/${params.id}`,
          title: msg`Page not found`,
          description: msg`The page you were looking for doesn't exist`,
          keywords: msg`404`,
          noindex: true,
        })
      : pageHead(env.VITE_SITE_URL, {
          lang: params.lang,
          page: `shop/single/${params.id}`,
          title: loaderData.name,
          description: loaderData.description,
          keywords: [loaderData.name, loaderData.category],
        }),
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function ProductPage() {
  return (
    <WithQueryClient>
      <ProductPageContent />
    </WithQueryClient>
  )
}

function ProductPageContent() {
  const { lang, id } = Route.useParams()
  const { data: product } = useSuspenseQuery(shopQueries.product(lang, id))
  if (product === null) return <NotFoundPage lang={lang} />
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <ProductDetail product={product} lang={lang} />
    </div>
  )
}

function ProductNotFound() {
  const { lang } = Route.useParams()
  return <NotFoundPage lang={lang} />
}
