import { createFileRoute } from '@tanstack/react-router'
import { CreativeStudioPage } from '~/features/demos/components/creative-studio'
import { pageHead } from '../../../-components/page-head'

export const Route = createFileRoute('/$lang/demos/agency/creative')({
  head: ({ params }) => pageHead(params.lang, 'demos/agency/creative'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <CreativeStudioPage lang={lang} />
  },
})
