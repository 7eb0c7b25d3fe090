import type { ReactNode } from 'react'
import type { Lang } from '~/lib/languages'
import { focusRing } from '../focus-ring'
import { PageLink } from '../page-link'

export interface TeamStripMember {
  /** The member's slug: the anchor of their card on the team page. */
  slug: string
  name: string
  role: string
  /** The illustrated avatar, square. */
  avatar: string
}

export interface TeamStripProps {
  lang: Lang
  members: readonly TeamStripMember[]
  /** Links each name to the member's card on the team page. */
  linkToTeam?: boolean
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string
  /** Below the strip, e.g. a link to the whole team. */
  action?: ReactNode
  /** Members in one row on a wide screen: 8 (a company's team) or 4 (a small team). */
  columns?: 4 | 8
  className?: string
}

/**
 * People in a row: avatar, name and role, two to a row on a phone, all of them in one row on a
 * wide screen. The avatars are decorative beside the names (`alt=""`). Names and roles come from
 * the content files, not the catalogs (`data-content`).
 */
export function TeamStrip({ lang, members, linkToTeam = false, 'aria-labelledby': labelledBy, action, columns = 8, className }: TeamStripProps) {
  return (
    <div className={className}>
      <ul aria-labelledby={labelledBy} className={`grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4 ${columns === 8 ? 'lg:grid-cols-8' : ''}`}>
        {members.map((member) => (
          <li key={member.slug} data-content className="flex flex-col items-center text-center">
            <img
              src={member.avatar}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-24 rounded-full bg-slate-100 ring-4 ring-indigo-100 dark:bg-slate-800 dark:ring-indigo-950"
            />
            <p className="mt-3 font-semibold text-slate-900 dark:text-white">
              {linkToTeam ? (
                <PageLink lang={lang} page="team" hash={member.slug} className={`rounded-sm underline-offset-4 hover:underline ${focusRing}`}>
                  {member.name}
                </PageLink>
              ) : (
                member.name
              )}
            </p>
            <p className="mt-1 text-sm text-balance text-slate-600 dark:text-slate-300">{member.role}</p>
          </li>
        ))}
      </ul>
      {action === undefined ? null : <div className="mt-10 flex justify-center">{action}</div>}
    </div>
  )
}
