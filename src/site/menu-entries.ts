import { isSitePage, PAGES, type PageEntry, type SectionKey, type SitePage } from './pages.ts'

/**
 * The menu's entries of a group, in order (its overview pages first): the page they open and how.
 * A module of its own, read by the menus that load after the page (features/navigation/menu.ts)
 * and the end-to-end tests: not part of the registry that every page loads.
 */
export function menuEntries(group: SectionKey): { page: SitePage; entry: PageEntry }[] {
  const registry: readonly PageEntry[] = PAGES
  const entries = registry.flatMap((entry) => {
    const page = entry.link ?? entry.path
    return entry.menu !== undefined && entry.section === group && isSitePage(page) ? [{ page, entry }] : []
  })
  return [...entries.filter((item) => item.entry.parent === undefined), ...entries.filter((item) => item.entry.parent !== undefined)]
}
