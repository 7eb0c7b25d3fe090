import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Lang } from '~/lib/languages'
import { contentSlugs } from '~/site/content/slugs'
import { menuEntries } from '~/site/menu-entries'
import { localPath, SECTION_KEYS, type PageEntry, type SectionKey, type SitePage } from '~/site/pages'
import { sectionLabels } from '~/site/section-labels'

/** Open positions on the career page, one file each in locales/en/content/jobs; the menu's "2 Jobs" badge counts them. */
export const OPEN_JOB_COUNT = contentSlugs('jobs').length

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
  /** The entry's icon: its group's (SPEC.md §3 Menu item `icon`). */
  icon: SectionKey
  /** The page's description (its meta description), one line of it under the label on wide screens. */
  description: MessageDescriptor
  badge?: MessageDescriptor
  /** `_blank`: opens in a new tab (rel="noopener"), and the link says so. */
  target?: '_blank'
}

export type MenuItem = MenuGroup | MenuEntry

type Badge = NonNullable<NonNullable<PageEntry['menu']>['badge']>

function badgeLabel(badge: Badge): MessageDescriptor {
  return badge === 'new' ? msg`New` : msg({ message: plural(OPEN_JOB_COUNT, { one: '# Job', other: '# Jobs' }), comment: 'Badge beside Careers in the menu: the number of open positions.' })
}

/** The whole static navigation in one language, from the page registry. */
export function menuTree(lang: Lang): readonly MenuGroup[] {
  const labels = sectionLabels()
  return SECTION_KEYS.map((key) => ({
    key,
    label: labels[key],
    icon: key,
    children: menuEntries(key).map(({ page, entry }) => {
      const texts = entry.texts()
      const item: MenuEntry = {
        key: `${key}:${page}`,
        label: texts.title,
        page,
        url: localPath(lang, page),
        parentKey: key,
        icon: key,
        description: texts.description,
      }
      if (entry.menu?.badge) item.badge = badgeLabel(entry.menu.badge)
      if (entry.menu?.newTab) item.target = '_blank'
      return item
    }),
  }))
}
