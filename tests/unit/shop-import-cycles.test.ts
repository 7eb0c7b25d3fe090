// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

// The shop's modules form no import cycle: a cycle makes the order its modules run in depend on
// which one a page reaches first (a value read before its module ran is undefined), and ties the
// chunks of the modules in it together. Every import counts, type-only and dynamic ones too. The
// files are read with Vite's own parser (TypeScript 7 has no `preProcessFile`).

const root = join(import.meta.dirname, '../..')
const SHOP = 'src/features/shop'

/** Every module specifier of a program: imports, re-exports and dynamic imports, at any depth. */
function specifiers(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(specifiers)
  if (typeof node !== 'object' || node === null) return []
  const found = Object.values(node).flatMap(specifiers)
  if (!('type' in node) || !('source' in node)) return found
  const { type, source } = node
  const isModule = type === 'ImportDeclaration' || type === 'ExportNamedDeclaration' || type === 'ExportAllDeclaration' || type === 'ImportExpression'
  if (isModule && typeof source === 'object' && source !== null && 'value' in source && typeof source.value === 'string') found.push(source.value)
  return found
}

/** The shop's files a file imports, by path from the repository's root. */
function shopImports(file: string, files: ReadonlySet<string>): string[] {
  const program = parseAst(readFileSync(join(root, file), 'utf8'), { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' })
  return specifiers(program.body).flatMap((fileName) => {
    const base = fileName.startsWith('~/') ? join('src', fileName.slice(2)) : fileName.startsWith('.') ? join(dirname(file), fileName) : undefined
    if (base === undefined) return []
    const target = [base, `${base}.ts`, `${base}.tsx`].map((path) => relative('.', path).split('\\').join('/')).find((path) => files.has(path))
    return target === undefined ? [] : [target]
  })
}

/** The import graph of the shop's files. */
export function shopGraph(): Map<string, string[]> {
  const files = new Set(globSync(`${SHOP}/**/*.{ts,tsx}`, { cwd: root }).map((file) => file.split('\\').join('/')))
  return new Map([...files].map((file) => [file, shopImports(file, files)]))
}

/** Every cycle found by a depth-first walk, each as the files along it, back to its first. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>()
  const cycles: string[][] = []
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file)
    if (at !== -1) {
      cycles.push([...path.slice(at), file])
      return
    }
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) walk(next, [...path, file])
    done.add(file)
  }
  for (const file of [...graph.keys()].sort()) walk(file, [])
  return cycles
}

describe('the import graph of src/features/shop', () => {
  const graph = shopGraph()

  it('reads the imports of the shop (relative, re-exported, type-only and dynamic)', () => {
    expect(graph.get(`${SHOP}/cart/cart-read.ts`)).toContain(`${SHOP}/cart/demo-cart.ts`)
    expect(graph.get(`${SHOP}/schemas.ts`)).toContain(`${SHOP}/stored-line.ts`)
    expect(graph.get(`${SHOP}/cart/wishlist.ts`)).toEqual([`${SHOP}/schemas.ts`])
    expect(graph.get(`${SHOP}/catalog/loaders.ts`)).toEqual([`${SHOP}/catalog/queries.ts`, `${SHOP}/catalog/queries.ts`])
  })

  it('finds a cycle when there is one', () => {
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']])
    expect(cyclesOf(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([])
  })

  it('has no cycle', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([])
  })
})
