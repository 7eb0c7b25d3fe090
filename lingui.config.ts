import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { linguiCatalogs } from './scripts/i18n-areas.ts'
import { CATALOGS } from './src/lib/languages.ts'
import { entryAreas, routeFileEntries, type Area } from './src/site/pages.ts'

// Each area's messages are a catalog of their own, loaded only by the pages of that area (a
// catalog has a budget of its own); `messages` holds what any page may show. The page registry
// (src/site/pages.ts) gives each page its areas; an area's catalog holds what its pages' route
// files import and the layout does not (scripts/i18n-areas.ts). No file is listed by hand.
const AREAS = CATALOGS.filter((catalog): catalog is Area => catalog !== 'messages')

/** The areas of each page a route file renders (none: `messages` only). */
function routeAreas(file: string): (readonly Area[])[] {
  return file.startsWith('src/routes/$lang/') ? routeFileEntries(file).map(entryAreas) : []
}

export default defineConfig({
  sourceLocale: 'en',
  // 'pseudo' is English pseudo-localized at compile time, for QA in dev and demo builds (src/lib/i18n.ts).
  locales: ['tr', 'en', 'de', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: false,
  catalogs: linguiCatalogs('.', AREAS, routeAreas),
  // Origins with line numbers, ordered by them: a component's strings stay together, and a
  // translator sees where each one is used.
  format: formatter({ lineNumbers: true }),
  orderBy: 'origin',
})
