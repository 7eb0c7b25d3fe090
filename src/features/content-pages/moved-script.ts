import { ITEM_SLUG_PATTERN } from './item-search'

/** The old address of a moved page: the query parameter that named the item, and where its items and its list now are. */
export interface MovedPage {
  param: 'job' | 'article'
  /** The item's page under the language, less its slug: `career/`. */
  item: string
  /** The list under the language: `career`. */
  list: string
}

/**
 * Where an old address goes: `/en/career/single?job=x` to `/en/career/x` (the 404 page when no
 * job is x), without a usable slug to the list, as the route's redirect does from its validated
 * search. Plain code without imports: it runs serialised, as the inline script (movedScript).
 */
function movedAddress(pathname: string, search: string, moved: MovedPage, pattern: string): string {
  const lang = pathname.split('/')[1] ?? ''
  const slug = new URLSearchParams(search).get(moved.param)
  const usable = slug !== null && slug.length <= 100 && new RegExp(pattern).test(slug)
  return '/' + lang + '/' + (usable ? moved.item + slug : moved.list)
}

/** The inline script of an old address's prerendered page: it replaces the address before any bundle loads, keeping the fragment. */
export function movedScript(moved: MovedPage): string {
  return `location.replace((${movedAddress.toString()})(location.pathname,location.search,${JSON.stringify(moved)},${JSON.stringify(ITEM_SLUG_PATTERN.source)})+location.hash)`
}
