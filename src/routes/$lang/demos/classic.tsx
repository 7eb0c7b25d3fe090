import { createFileRoute } from '@tanstack/react-router'
import { ClassicHomePage } from '~/features/demos/components/classic-home'
import { pageHead } from '../../-components/page-head'

export const Route = createFileRoute('/$lang/demos/classic')({
  head: ({ params }) => pageHead(params.lang, 'demos/classic'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <ClassicHomePage lang={lang} />
  },
})
