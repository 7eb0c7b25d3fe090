/**
 * The source files of each catalog area, from the import graph (lingui.config.ts): a page's
 * catalogs hold what its route file reaches through static imports and `import()` (lazy parts
 * included). What the layout every page renders reaches (src/routes/__root.tsx,
 * src/routes/$lang/route.tsx), and what a page without an area reaches, stays in `messages`, which
 * every page loads. A file that pages of two areas reach goes into both catalogs; a page of two
 * areas (`area: ['company', 'home']`) loads both, so a file it shares with a page of one of them
 * goes into that one only.
 */
import { existsSync, globSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseSync } from 'rolldown/utils'

/** The route files of the layout every page renders, relative to the project. */
export const LAYOUT_FILES = ['src/routes/__root.tsx', 'src/routes/$lang/route.tsx']

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * The project file an import specifier of `from` names, relative to `root` (`~/` is `src/`, as
 * tsconfig's paths say), or null for a package or a file that is no TypeScript source (CSS, SVG).
 */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  const path = specifier.replace(/\?.*$/, '')
  const base = path.startsWith('~/') ? join('src', path.slice(2)) : path.startsWith('.') ? join(dirname(from), path) : null
  if (base === null) return null
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (/\.tsx?$/.test(file) && existsSync(join(root, file))) return file
  }
  return null
}

/**
 * The specifiers a module imports at run time: its imports and re-exports (type-only ones left
 * out: they bring no messages) and its `import()` calls with a literal path. (TypeScript 7 has no
 * compiler API in Node; Vite's own parser, rolldown's oxc, reads the module: Vite re-exports it,
 * but Lingui loads this config synchronously, which Vite's module cannot be.)
 */
export function specifiers(file: string, text: string): string[] {
  const { module } = parseSync(file, text)
  const imports = module.staticImports.filter((item) => item.entries.length === 0 || item.entries.some((entry) => !entry.isType)).map((item) => item.moduleRequest.value)
  const exports = module.staticExports.flatMap((item) => item.entries.flatMap((entry) => (entry.moduleRequest !== null && !entry.isType ? [entry.moduleRequest.value] : [])))
  const dynamic = module.dynamicImports.flatMap(({ moduleRequest }) => /^(['"`])([^'"`$]+)\1$/.exec(text.slice(moduleRequest.start, moduleRequest.end))?.[2] ?? [])
  return [...new Set([...imports, ...exports, ...dynamic])]
}

const imports = new Map<string, string[]>()

/** The project files a source file imports, statically or with `import()` (each file read once). */
export function importsOf(root: string, file: string): string[] {
  const key = join(root, file)
  const known = imports.get(key)
  if (known !== undefined) return known
  const found = specifiers(file, readFileSync(key, 'utf8')).flatMap((specifier) => resolveImport(root, file, specifier) ?? [])
  imports.set(key, found)
  return found
}

/** Every project file reachable from `roots` (the roots included). */
export function reachable(root: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(root, file))
  }
  return seen
}

/**
 * The source files of each area. `routes` are the project's route files (relative to `root`);
 * `routeAreas` gives the areas of the pages a route file renders: a list per page, and an empty
 * list for a page of no area (which loads `messages` only).
 */
export function areaFiles<A extends string>(root: string, routes: readonly string[], routeAreas: (file: string) => (readonly A[])[]): Map<A, string[]> {
  const pages = routes.map((file) => ({ file, areas: routeAreas(file) }))
  const everywhere = new Set(LAYOUT_FILES)
  for (const page of pages) if (page.areas.length === 0 || page.areas.some((areas) => areas.length === 0)) everywhere.add(page.file)
  const shared = reachable(root, [...everywhere])
  /** For each file outside `messages`, the area lists of the pages that reach it. */
  const reachedBy = new Map<string, (readonly A[])[]>()
  for (const page of pages) {
    if (everywhere.has(page.file)) continue
    for (const file of reachable(root, [page.file])) {
      if (!shared.has(file)) reachedBy.set(file, [...(reachedBy.get(file) ?? []), ...page.areas])
    }
  }
  const result = new Map<A, string[]>()
  for (const [file, lists] of [...reachedBy].sort(([a], [b]) => a.localeCompare(b))) {
    // One area for each page that reaches the file: one already chosen for another page, else its first.
    const chosen: A[] = []
    for (const areas of lists.toSorted((a, b) => a.length - b.length)) {
      const first = areas[0]
      if (first !== undefined && !areas.some((area) => chosen.includes(area))) chosen.push(first)
    }
    for (const area of chosen) result.set(area, [...(result.get(area) ?? []), file])
  }
  return result
}

/** The route files under `src/routes` of a project, the layout's left out (no `-` parts, no tests). */
export function routeFiles(root: string): string[] {
  return globSync('src/routes/**/*.tsx', { cwd: root })
    .filter((file) => !file.split('/').some((part) => part.startsWith('-')) && !/\.test\./.test(file) && !LAYOUT_FILES.includes(file))
    .sort()
}

/**
 * Lingui's catalogs of a project (lingui.config.ts): `messages`, with every source file but the
 * areas' and the tests, and one per area, with the files `areaFiles` gives it.
 */
export function linguiCatalogs<A extends string>(root: string, areas: readonly A[], routeAreas: (file: string) => (readonly A[])[]): { path: string; include: string[]; exclude: string[] }[] {
  const tests = '**/*.test.*'
  const files = areaFiles(root, routeFiles(root), routeAreas)
  const inRoot = (list: readonly string[]) => list.map((file) => join(root, file))
  return [
    { path: '<rootDir>/locales/{locale}/messages', include: inRoot(['src']), exclude: [tests, ...inRoot([...new Set([...files.values()].flat())])] },
    ...areas.map((area) => ({ path: `<rootDir>/locales/{locale}/${area}`, include: inRoot(files.get(area) ?? []), exclude: [tests] })),
  ]
}
