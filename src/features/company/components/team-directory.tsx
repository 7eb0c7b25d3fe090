import { Trans, useLingui } from '@lingui/react/macro'
import type { Office } from '~/features/contact/offices'
import { TEXT_BODY } from '../text-body'
import type { TeamMember } from '../team'

function OfficeLine({ office }: { office: Office | undefined }) {
  const { i18n } = useLingui()
  if (office === undefined) return null
  const city = i18n._(office.cityName)
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current text-indigo-600 dark:text-indigo-400">
        <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
      </svg>
      {office.headOffice ? <Trans>{city}, head office</Trans> : <Trans>{city} office</Trans>}
    </p>
  )
}

/**
 * Every member as a card (avatar, name, role, office, bio), in the team's editorial order. Each card
 * is the target of `#<slug>`, which the blog's bylines and the team strip link to.
 */
export function TeamDirectory({ members, offices }: { members: readonly TeamMember[]; offices: readonly Office[] }) {
  const { t } = useLingui()
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {members.map((member) => {
        const name = member.name
        return (
        <li key={member.slug}>
          <article
            id={member.slug}
            aria-labelledby={`${member.slug}-name`}
            className="h-full scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 target:ring-2 target:ring-indigo-600 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:target:ring-indigo-400"
          >
            <div className="flex items-center gap-5">
              {/* The name in the text is the member's own, from the content files. */}
              <img
                data-content
                src={member.avatar}
                alt={t`Illustrated avatar of ${name}`}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
                className="size-24 shrink-0 rounded-full bg-slate-100 ring-4 ring-indigo-100 sm:size-28 dark:bg-slate-800 dark:ring-indigo-950"
              />
              <div>
                <h3 id={`${member.slug}-name`} data-content className="text-xl font-bold text-slate-900 dark:text-white">
                  {member.name}
                </h3>
                <p data-content className="mt-1 font-medium text-indigo-700 dark:text-indigo-300">
                  {member.role}
                </p>
                <OfficeLine office={offices.find((office) => office.id === member.office)} />
              </div>
            </div>
            {/* HTML the build rendered from the member's Markdown and escaped: no HTML passes through. */}
            <div data-content className={`mt-6 ${TEXT_BODY}`} dangerouslySetInnerHTML={{ __html: member.bioHtml }} />
          </article>
        </li>
        )
      })}
    </ul>
  )
}
