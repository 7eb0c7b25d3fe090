import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureProduct } from '~/features/shop/loaders'
import { lazyWithPreload } from '~/lib/lazy-with-preload'
import { NotFoundPage } from '../../../-components/not-found-page'
import { ownHead } from '../../../-components/page-head'

// The product (the catalog's query, gallery, price, the wishlist and cart buttons) is a lazily loaded
// part: prerendered into the page, hydrated once its code has arrived after the first load.
const ProductView = lazyWithPreload(() => import('~/features/shop/components/product-detail').then((module) => module.ProductView))

export const Route = createFileRoute('/$lang/shop/single/$id')({
  loader: async ({ context, params }) => {
    const [product] = await Promise.all([ensureProduct(context.queryClient, params.lang, params.id), ProductView.preload()])
    if (product === null) throw notFound()
    return { name: product.name, description: product.description, category: product.category }
  },
  head: ({ params, loaderData }) =>
    ownHead(params.lang, `shop/single/${params.id}`, loaderData && { title: loaderData.name, description: loaderData.description, keywords: [loaderData.name, loaderData.category] }),
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})

function ProductPage() {
  const { lang, id } = Route.useParams()
  return <ProductView lang={lang} id={id} notFound={<NotFoundPage lang={lang} />} />
}

function ProductNotFound() {
  const { lang } = Route.useParams()
  return <NotFoundPage lang={lang} />
}
