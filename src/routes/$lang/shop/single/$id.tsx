import { msg } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { ProductDetail } from '~/features/shop/components/product-detail'
import { shopQueries } from '~/features/shop/queries'
import { env } from '~/lib/env'
import { NotFoundPage } from '../../../-components/not-found-page'

export const Route = createFileRoute('/$lang/shop/single/$id')({
  loader: async ({ context, params }) => {
    // Not a static import: the route tree (with its loaders) is in the entry of every page.
    const queries = await import('~/features/shop/queries')
    const product = await context.queryClient.ensureQueryData(queries.shopQueries.product(params.lang, params.id))
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

function ProductPage() {
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
