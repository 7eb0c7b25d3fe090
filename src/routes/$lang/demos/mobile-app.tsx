import { createFileRoute } from '@tanstack/react-router'
import { MobileAppPage } from '~/features/demos/components/mobile-app'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/demos/mobile-app')({
  head: ({ params }) => pageHead(params.lang, 'demos/mobile-app'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <MobileAppPage lang={lang} />
  },
})
