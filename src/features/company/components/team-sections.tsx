import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '~/components/button'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import type { Office } from '~/features/contact/offices'
import type { Lang } from '~/lib/languages'
import { membersByOffice, type TeamMember } from '../team'

const HOW_WE_WORK: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Small teams, senior people`,
    text: msg`A project gets three to six people who have done this kind of work before, and they stay with it from the first workshop to the support desk.`,
  },
  {
    title: msg`One person to call`,
    text: msg`Every project has one named lead who answers your questions, runs the weekly demo and is still your contact after go-live.`,
  },
  {
    title: msg`Four offices, one way of working`,
    text: msg`The same code reviews, tests and release checklists in Eskişehir, Istanbul, Berlin and London, so a team can grow across offices without a seam.`,
  },
]

/** How the team works, and who works at which office (each name links to the member's card). */
export function TeamIntro({ lang, members, offices, headingId }: { lang: Lang; members: readonly TeamMember[]; offices: readonly Office[]; headingId: string }) {
  const { i18n } = useLingui()
  const cities = new Map(offices.map((office) => [office.id, i18n._(office.cityName)]))
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            <Trans>How we work together</Trans>
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {HOW_WE_WORK.map((point) => (
              <li key={point.title.id} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
                <h3 className="font-bold text-slate-900 dark:text-white">{i18n._(point.title)}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(point.text)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h3 className="font-bold text-slate-900 dark:text-white">
            <Trans>Where we are</Trans>
          </h3>
          <dl className="mt-4 space-y-4">
            {membersByOffice(members).map((group) => (
              <div key={group.office}>
                <dt className="font-semibold text-slate-900 dark:text-white">{cities.get(group.office)}</dt>
                <dd data-content className="mt-1 text-slate-700 dark:text-slate-300">
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {group.members.map((member) => (
                      <li key={member.slug}>
                        <PageLink lang={lang} page="team" hash={member.slug} className={`rounded-sm underline underline-offset-4 hover:text-indigo-700 dark:hover:text-indigo-300 ${focusRing}`}>
                          {member.name}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}

/** The way to the open positions. */
export function HiringBand({ lang }: { lang: Lang }) {
  return (
    <section aria-labelledby="team-hiring" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-indigo-50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between dark:bg-indigo-950">
        <div className="max-w-2xl">
          <h2 id="team-hiring" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            <Trans>We're hiring</Trans>
          </h2>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-200">
            <Trans>Engineers who like to finish what they start: see our open positions in Eskişehir, Istanbul and Berlin, and remote roles across Türkiye.</Trans>
          </p>
        </div>
        <ButtonLink lang={lang} page="career" className="shrink-0">
          <Trans>See the open positions</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
