import { createFileRoute } from '@tanstack/react-router'
import { DigitalAgencyPage } from '~/features/demos/components/digital-agency'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/demos/agency/digital')({
  // The team's names, roles and avatars load with the loader (in the prerendered page on a first visit).
  loader: async ({ params }) => (await import('~/features/company/load')).loadTeamStrip(params.lang),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const members = Route.useLoaderData()
    return <DigitalAgencyPage lang={lang} members={members} />
  },
})
