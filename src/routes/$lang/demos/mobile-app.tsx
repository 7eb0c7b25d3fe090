import { createFileRoute } from '@tanstack/react-router'
import { MobileAppPage } from '~/features/demos/components/mobile-app'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/demos/mobile-app')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <MobileAppPage lang={lang} />
  },
})
