/**
 * Every chunk the production build loads lazily (a lazy part, a loader's import, a library loaded
 * on demand), with the gzip kB it keeps out of the first load of the pages that can load it: the
 * chunk and what it imports that such a page does not load anyway; the most over those pages, and
 * how many pages they are. `npm run bench:lazy` after `npm run build` prints them;
 * `tests/build/lazy-parts.test.ts` fails on a part that keeps under 1 kB out, the rule of
 * docs/benchmarks.md ("The lazy layer").
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogChunks, firstLoadScripts, gzipKb, htmlPages, pagePath, readBundleReport, withStaticImports, type BundleReport } from './budgets.ts'

/** Under this, a lazily loaded chunk does not pay for being one. */
export const LAZY_PART_MIN_KB = 1

export interface LazyChunk {
  /** Its module of the same name (`checkout-view-XXXX.js`: checkout-view.tsx), else its first own module. */
  name: string
  /** The most it keeps out of the first load of a page that can load it. */
  keptKb: number
  /** The pages that can load it, English ones first. */
  pages: string[]
}

export function lazyChunks(client: string, report: BundleReport): LazyChunk[] {
  const catalogs = catalogChunks(report)
  // A route's own chunk (its page, loaded on navigation) is the router's code splitting, not a lazy part.
  const routeChunks = new Set(report.filter((chunk) => Object.keys(chunk.modules).some((id) => /^src\/routes\/(?:[^-/][^/]*\/)*[^-/][^/]*\.tsx$/.test(id))).map((chunk) => `/${chunk.file}`))
  const names = new Map(
    report.map((chunk) => {
      const ids = Object.keys(chunk.modules)
      const stem = chunk.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')
      const named = ids.find((id) => id.replace(/^.*\//, '').replace(/\.[^.]*$/, '') === stem) ?? ids.find((id) => id.startsWith('src/')) ?? ids[0] ?? chunk.file
      return [`/${chunk.file}`, named.replace('\0', '')]
    }),
  )
  const imports = new Map<string, string[]>()
  const dynamicImports = (asset: string): string[] => {
    const known = imports.get(asset)
    if (known !== undefined) return known
    const found = [...readFileSync(join(client, asset), 'utf8').matchAll(/\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => `/assets/${match[1] ?? ''}`)
    imports.set(asset, found)
    return found
  }
  const chunks = new Map<string, LazyChunk>()
  // English pages first, so that the page shown for a part is one a reader knows.
  const pages = htmlPages(client).sort((a, b) => Number(b.startsWith('en/')) - Number(a.startsWith('en/')))
  for (const file of pages) {
    const page = pagePath(file)
    const seen = new Set<string>()
    // A lazily loaded chunk counts what it adds to what is loaded when it is asked for.
    const visit = (before: ReadonlySet<string>, from: readonly string[]) => {
      for (const target of new Set(from.flatMap(dynamicImports))) {
        if (before.has(target) || catalogs.has(target) || routeChunks.has(target) || seen.has(target)) continue
        seen.add(target)
        const adds = withStaticImports(client, [target]).filter((asset) => !before.has(asset))
        const keptKb = adds.reduce((sum, asset) => sum + gzipKb(join(client, asset)), 0)
        const chunk = chunks.get(target) ?? { name: names.get(target) ?? target, keptKb: 0, pages: [] }
        chunk.pages.push(page)
        chunk.keptKb = Math.max(chunk.keptKb, keptKb)
        chunks.set(target, chunk)
        visit(new Set([...before, ...adds]), adds)
      }
    }
    const loaded = new Set(firstLoadScripts(client, readFileSync(join(client, file), 'utf8'), catalogs))
    visit(loaded, [...loaded])
  }
  return [...chunks.values()].sort((a, b) => b.keptKb - a.keptKb)
}

/** A lazily loaded chunk that keeps too little out; a content collection's entries in one language are data, a chunk whatever their size. */
export function paysTooLittle(chunk: LazyChunk): boolean {
  return chunk.keptKb < LAZY_PART_MIN_KB && !chunk.name.startsWith('virtual:content/')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('kept out  pages  chunk (its module; a page that can load it)')
  for (const chunk of lazyChunks('dist/client', readBundleReport())) {
    const mark = paysTooLittle(chunk) ? `  < ${LAZY_PART_MIN_KB} kB` : ''
    console.log(`${chunk.keptKb.toFixed(1).padStart(5)} kB ${String(chunk.pages.length).padStart(6)}  ${chunk.name} (${chunk.pages[0] ?? ''})${mark}`)
  }
}
