import { createFileRoute } from '@tanstack/react-router'
import { ProductLandingPage } from '~/features/demos/components/product-landing'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/demos/product-landing')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <ProductLandingPage lang={lang} />
  },
})
