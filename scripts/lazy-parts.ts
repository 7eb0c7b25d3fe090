/**
 * `npm run bench:lazy` after `npm run build`: every chunk the production build loads lazily (a
 * lazy part, a loader's import, a library loaded on demand), with the gzip kB it keeps out of the
 * first load of the pages that can load it: the chunk and what it imports that such a page does
 * not load anyway; the most over those pages, and how many pages they are. A part that keeps
 * under 1 kB out is marked: docs/benchmarks.md ("The lazy layer") says when a part stays lazy.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogChunks, firstLoadScripts, gzipKb, htmlPages, pagePath, readBundleReport, withStaticImports } from './budgets.ts'

const client = 'dist/client'
const THRESHOLD_KB = 1
const report = readBundleReport()
const catalogs = catalogChunks(report)
// A route's own chunk (its page, loaded on navigation) is the router's code splitting, not a lazy part.
const routeChunks = new Set(report.filter((chunk) => Object.keys(chunk.modules).some((id) => /^src\/routes\/(?:[^-/][^/]*\/)*[^-/][^/]*\.tsx$/.test(id))).map((chunk) => `/${chunk.file}`))
// A chunk is named by its module of the same name (`checkout-view-XXXX.js`: checkout-view.tsx), else its first own module.
const names = new Map(
  report.map((chunk) => {
    const ids = Object.keys(chunk.modules)
    const stem = chunk.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')
    const named = ids.find((id) => id.replace(/^.*\//, '').replace(/\.[^.]*$/, '') === stem) ?? ids.find((id) => id.startsWith('src/')) ?? ids[0] ?? chunk.file
    return [`/${chunk.file}`, named]
  }),
)

const codes = new Map<string, string>()
function dynamicImports(asset: string): string[] {
  const code = codes.get(asset) ?? readFileSync(join(client, asset), 'utf8')
  codes.set(asset, code)
  return [...code.matchAll(/\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => `/assets/${match[1] ?? ''}`)
}

interface Part {
  keptKb: number
  pages: string[]
}
const parts = new Map<string, Part>()

// English pages first, so that the page shown for a part is one a reader knows.
const pages = htmlPages(client).sort((a, b) => Number(b.startsWith('en/')) - Number(a.startsWith('en/')))
for (const file of pages) {
  const page = pagePath(file)
  const loaded = new Set(firstLoadScripts(client, readFileSync(join(client, file), 'utf8'), catalogs))
  const seen = new Set<string>()
  // A lazily loaded chunk counts what it adds to what is loaded when it is asked for.
  const visit = (before: ReadonlySet<string>, from: readonly string[]) => {
    for (const target of new Set(from.flatMap(dynamicImports))) {
      if (before.has(target) || catalogs.has(target) || routeChunks.has(target) || seen.has(target)) continue
      seen.add(target)
      const adds = withStaticImports(client, [target]).filter((asset) => !before.has(asset))
      const keptKb = adds.reduce((sum, asset) => sum + gzipKb(join(client, asset)), 0)
      const part = parts.get(target) ?? { keptKb: 0, pages: [] }
      part.pages.push(page)
      part.keptKb = Math.max(part.keptKb, keptKb)
      parts.set(target, part)
      visit(new Set([...before, ...adds]), adds)
    }
  }
  visit(loaded, [...loaded])
}

const rows = [...parts].sort((a, b) => b[1].keptKb - a[1].keptKb)
console.log('kept out  pages  chunk (its module; a page that can load it)')
for (const [asset, part] of rows) {
  const name = (names.get(asset) ?? asset).replace('\0', '')
  // A content collection's entries in one language are data, a chunk whatever their size.
  const mark = part.keptKb < THRESHOLD_KB && !name.startsWith('virtual:content/') ? '  < 1 kB' : ''
  console.log(`${part.keptKb.toFixed(1).padStart(5)} kB ${String(part.pages.length).padStart(6)}  ${name} (${part.pages[0] ?? ''})${mark}`)
}
