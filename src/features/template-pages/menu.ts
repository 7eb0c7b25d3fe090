import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/lib/site-pages'
import { MENU_STRUCTURE, pageUrl, type EntrySpec, type SectionKey } from './menu-structure'
import { PAGE_INFO, SECTIONS } from './pages'

/** Open positions on the career page; the menu's "2 Jobs" badge counts them. */
export const OPEN_JOB_COUNT = 2

/** A menu item (SPEC.md §3): a group with children, or an entry with a language-prefixed url. */
export interface MenuGroup {
  key: SectionKey
  label: MessageDescriptor
  icon: SectionKey
  children: readonly MenuEntry[]
}

export interface MenuEntry {
  key: string
  label: MessageDescriptor
  /** The page, for the router's typed link. */
  page: SitePage
  /** The address with its language prefix. */
  url: string
  parentKey: SectionKey
  badge?: MessageDescriptor
  /** `_blank`: opens in a new tab (rel="noopener"), and the link says so. */
  target?: '_blank'
}

export type MenuItem = MenuGroup | MenuEntry

const BADGES = { new: msg`New`, jobs: msg`${OPEN_JOB_COUNT} Jobs` } as const satisfies Record<NonNullable<EntrySpec['badge']>, MessageDescriptor>

/** The whole static navigation in one language: labels are descriptors, urls carry the prefix. */
export function menuTree(lang: Lang): readonly MenuGroup[] {
  return (Object.keys(MENU_STRUCTURE) as SectionKey[]).map((key) => ({
    key,
    label: SECTIONS[key],
    icon: key,
    children: MENU_STRUCTURE[key].map((spec) => {
      const entry: MenuEntry = { key: `${key}:${spec.page}`, label: PAGE_INFO[spec.page].title, page: spec.page, url: pageUrl(lang, spec.page), parentKey: key }
      if (spec.badge) entry.badge = BADGES[spec.badge]
      if (spec.newTab) entry.target = '_blank'
      return entry
    }),
  }))
}
