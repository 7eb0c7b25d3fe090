import { createFileRoute } from '@tanstack/react-router'
import { DesignAgencyPage } from '~/features/demos/components/design-agency'
import { pageHead } from '../../../-components/page-head'

export const Route = createFileRoute('/$lang/demos/agency/design')({
  head: ({ params }) => pageHead(params.lang, 'demos/agency/design'),
  component: function Page() {
    const { lang } = Route.useParams()
    return <DesignAgencyPage lang={lang} />
  },
})
