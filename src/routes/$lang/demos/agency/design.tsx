import { createFileRoute } from '@tanstack/react-router'
import { DesignAgencyPage } from '~/features/demos/components/design-agency'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/demos/agency/design')({
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    return <DesignAgencyPage lang={lang} />
  },
})
