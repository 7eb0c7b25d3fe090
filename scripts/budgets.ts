/**
 * Size budgets of the built site and how they are measured: gzip level 9, kB of 1,000 bytes.
 * The build checks (`tests/build/budgets.test.ts`) enforce them on every prerendered page and
 * every chunk; `npm run bench` reports the same figures.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as v from 'valibot'

export const BUDGETS_KB = {
  /**
   * Every script a page loads to become interactive: the entry and its static imports, the route's
   * chunks. The entry holds every route's definition and head (docs/architecture.md, Budgets).
   * Raised step by step with issue 39's pages, lowered with issue 42's (docs/architecture.md, Budgets).
   */
  firstLoad: 147.5,
  /** Any other chunk: a route, a feature, a lazily loaded part, a library loaded on demand. */
  chunk: 25,
  stylesheet: 17.5,
  /** A language's compiled message catalog. */
  catalog: 10,
} as const

export type Budgets = { readonly [K in keyof typeof BUDGETS_KB]: number }

/** Written by the build (vite.config.ts): the modules in each client chunk. */
export const BUNDLE_REPORT_FILE = 'bundle-report.json'
/** The production build's report. */
export const BUNDLE_REPORT = `dist/${BUNDLE_REPORT_FILE}`

const BundleReport = v.array(
  v.object({
    file: v.string(),
    isEntry: v.boolean(),
    modules: v.record(v.string(), v.object({ bytes: v.number(), gzip: v.number() })),
  }),
)
export type BundleReport = v.InferOutput<typeof BundleReport>

export function readBundleReport(path = BUNDLE_REPORT): BundleReport {
  return v.parse(BundleReport, JSON.parse(readFileSync(path, 'utf8')))
}

// Every page shares most of its scripts: each file is compressed once.
const gzipSizes = new Map<string, number>()

export function gzipKb(file: string): number {
  const known = gzipSizes.get(file)
  if (known !== undefined) return known
  const size = gzipSync(readFileSync(file), { level: 9 }).length / 1000
  gzipSizes.set(file, size)
  return size
}

export function kb(value: number): string {
  return `${value.toFixed(1)} kB`
}

// Every page shares most of its chunks: each is read once.
const staticImportsOf = new Map<string, string[]>()

/** `/assets/x.js` paths of the chunks a chunk imports statically (not its dynamic imports). */
function staticImports(client: string, asset: string): string[] {
  const file = join(client, asset)
  const known = staticImportsOf.get(file)
  if (known !== undefined) return known
  const found = [...readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1] ?? ''}`)
  staticImportsOf.set(file, found)
  return found
}

/** `/assets/x.js` paths of the catalogs, every area's of every language (they have a budget of their own). */
export function catalogChunks(report: BundleReport): Set<string> {
  return new Set(report.filter((chunk) => Object.keys(chunk.modules).some((id) => id.startsWith('locales/'))).map((chunk) => `/${chunk.file}`))
}

/**
 * The scripts a prerendered page loads on its first visit: what its start script (or, before the
 * build step, its entry script and modulepreload links) names, with everything those import,
 * except the language's catalog (`catalogs`).
 */
export function firstLoadScripts(client: string, html: string, catalogs: ReadonlySet<string> = new Set()): string[] {
  const named = [
    ...[...html.matchAll(/<script data-entry="([^"]+)" data-preload="([^"]*)"/g)].flatMap((match) => `${match[1] ?? ''} ${match[2] ?? ''}`.split(' ')),
    ...[...html.matchAll(/<(?:link rel="modulepreload" href|script type="module"[^>]* src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  ].filter((asset) => asset !== '' && !catalogs.has(asset))
  return withStaticImports(client, named)
}

/** The given `/assets/x.js` chunks with every chunk they import statically, directly or not. */
export function withStaticImports(client: string, assets: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...assets]
  for (let asset = queue.shift(); asset !== undefined; asset = queue.shift()) {
    if (seen.has(asset)) continue
    seen.add(asset)
    queue.push(...staticImports(client, asset))
  }
  return [...seen]
}

/**
 * Largest modules (grouped by package) of the given chunks, one per line, for a failure message.
 * A module's share of its chunk's gzip size is estimated from its own code gzipped alone.
 */
export function largestModules(client: string, report: BundleReport, assets: readonly string[], count = 10): string {
  const files = new Set(assets.map((asset) => asset.replace(/^\/assets\//, 'assets/')))
  const sizes = new Map<string, number>()
  for (const chunk of report) {
    if (!files.has(chunk.file)) continue
    const modules = Object.entries(chunk.modules)
    const alone = modules.reduce((sum, [, size]) => sum + size.gzip, 0)
    const scale = alone > 0 ? gzipKb(join(client, chunk.file)) / alone : 0
    for (const [id, size] of modules) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id
      sizes.set(name, (sizes.get(name) ?? 0) + size.gzip * scale)
    }
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, size]) => `    ${kb(size).padStart(9)}  ${name}`)
    .join('\n')
}

export function htmlPages(client: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(client, join(entry.parentPath, entry.name)))
    .sort()
}

/** The page's address from its file: `en/contact/index.html` → `/en/contact`. */
export function pagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
}

/** Every budget the build in `client` exceeds, each with the largest modules of what went over. */
export function budgetFailures(client: string, report: BundleReport, budgets: Budgets = BUDGETS_KB): string[] {
  const failures: string[] = []
  const catalogs = catalogChunks(report)
  for (const file of htmlPages(client)) {
    const scripts = firstLoadScripts(client, readFileSync(join(client, file), 'utf8'), catalogs)
    const total = scripts.reduce((sum, asset) => sum + gzipKb(join(client, asset)), 0)
    if (total > budgets.firstLoad) {
      failures.push(
        `page ${pagePath(file)}: first-load JS ${kb(total)} > ${budgets.firstLoad} kB; largest modules (gzip, estimated):\n${largestModules(client, report, scripts)}`,
      )
    }
  }
  for (const chunk of report) {
    if (chunk.isEntry) continue
    const [kind, budget] = catalogs.has(`/${chunk.file}`) ? ['catalog', budgets.catalog] : ['chunk', budgets.chunk]
    const size = gzipKb(join(client, chunk.file))
    if (size > budget) {
      failures.push(`${kind} ${chunk.file}: ${kb(size)} > ${budget} kB; largest modules (gzip, estimated):\n${largestModules(client, report, [chunk.file])}`)
    }
  }
  for (const file of readdirSync(join(client, 'assets')).filter((name) => name.endsWith('.css'))) {
    const size = gzipKb(join(client, 'assets', file))
    if (size > budgets.stylesheet) failures.push(`stylesheet assets/${file}: ${kb(size)} > ${budgets.stylesheet} kB`)
  }
  return failures
}
