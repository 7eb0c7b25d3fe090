import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '~/components/button'
import { TeamStrip } from '~/components/sections/team-strip'
import { CustomerQuote, Principles, ProjectSteps, WorkWithUs } from '~/features/company/components/way-of-working'
import { Breadcrumb } from '~/components/breadcrumb'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/about/v3')({
  // The team's names, roles and avatars load with the loader (not on the first visit of the
  // prerendered page, whose data is in it).
  loader: async ({ params }) => (await import('~/features/company/load')).loadTeamStrip(params.lang),
  head: pageHead,
  component: function AboutValuesPage() {
    const { lang } = Route.useParams()
    const members = Route.useLoaderData()
    return (
      <>
        {/* The hero is dark in both themes. */}
        <section data-theme="dark" className="bg-slate-950 text-white">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:py-24">
            <div>
              <Breadcrumb lang={lang} />
              <h1 className="mt-8 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
                <Trans>How we work with our customers</Trans>
              </h1>
            </div>
            <p className="text-lg text-slate-200">
              <Trans>
                Good software is mostly good collaboration: understanding the work, agreeing on what matters and keeping our promises long after go-live. This is
                what that looks like in practice.
              </Trans>
            </p>
          </div>
        </section>
        <Principles lang={lang} />
        <ProjectSteps />
        <section aria-labelledby="values-team" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="values-team" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
              <Trans>The people you will work with</Trans>
            </h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
              <Trans>No account managers between you and the engineers: the leads of our practices are on your project themselves.</Trans>
            </p>
          </div>
          <TeamStrip
            lang={lang}
            members={members}
            linkToTeam
            aria-labelledby="values-team"
            className="mt-12"
            action={
              <ButtonLink lang={lang} page="team" variant="text">
                <Trans>Meet the whole team</Trans>
              </ButtonLink>
            }
          />
        </section>
        <CustomerQuote />
        <WorkWithUs lang={lang} />
      </>
    )
  },
})
