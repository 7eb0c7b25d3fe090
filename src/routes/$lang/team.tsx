import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TeamDirectory } from '~/features/company/components/team-directory'
import { HiringBand, TeamIntro } from '~/features/company/components/team-sections'
import { OFFICES } from '~/features/contact/offices'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/team')({
  // The members and their bios load with the loader, so not on the first visit of the prerendered
  // page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/company/load')).loadTeam(params.lang),
  head: pageHead,
  component: function TeamPage() {
    const { lang } = Route.useParams()
    const members = Route.useLoaderData()
    return (
      <>
        <section className="bg-slate-50 dark:bg-slate-900">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
            <PageIntro lang={lang} />
          </div>
        </section>
        <TeamIntro lang={lang} members={members} offices={OFFICES} headingId="team-how" />
        <section aria-labelledby="team-people" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
          <h2 id="team-people" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            <Trans>The people who lead our work</Trans>
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">
            <Trans>Each of them leads a practice or an office, and each of them still works on customer projects every week.</Trans>
          </p>
          <div className="mt-10">
            <TeamDirectory members={members} offices={OFFICES} />
          </div>
        </section>
        <HiringBand lang={lang} />
      </>
    )
  },
})
