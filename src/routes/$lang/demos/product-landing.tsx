import { createFileRoute } from '@tanstack/react-router'
import { ProductLandingPage } from '~/features/demos/components/product-landing'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/demos/product-landing')({
  head: ({ params }) => pageHead(params.lang, 'demos/product-landing'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <ProductLandingPage lang={lang} />
  },
})
