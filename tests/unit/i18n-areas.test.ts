// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaFiles, linguiCatalogs, reachable, routeFiles, specifiers } from '../../scripts/i18n-areas'

/** A project in a temporary folder: its files, relative path → text. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-areas-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return root
}

const PROJECT = {
  'src/routes/__root.tsx': `import { header } from '~/components/header'\nconst Devtools = lazy(() => import('./-components/devtools'))`,
  'src/routes/-components/devtools.tsx': `export const devtools = 1`,
  'src/routes/$lang/route.tsx': `import { layout } from '../-components/layout'`,
  'src/routes/-components/layout.tsx': `export * from '~/components/footer'`,
  'src/components/header.tsx': `import type { Product } from '~/features/shop/product'\nimport { cart } from '~/features/shop/cart'`,
  'src/components/footer.tsx': `export const footer = 1`,
  'src/features/shop/cart.ts': `import { header } from '../../components/header'`,
  'src/features/shop/product.ts': `export type Product = string`,
  'src/features/shop/grid.tsx': `import { cart } from './cart'\nimport { type Product } from './product'\nimport { price } from './price/index'`,
  'src/features/shop/price/index.ts': `import './price.css'\nexport { format } from '~/lib/format.ts'`,
  'src/lib/format.ts': `import { v } from 'valibot'`,
  'src/features/shop/reviews.tsx': `export const reviews = 1`,
  'src/features/home/hero.tsx': `import { footer } from '~/components/footer'\nexport type { Product } from '~/features/shop/product'`,
  'src/features/home/stats.tsx': `import { format } from '~/lib/format'`,
  'src/routes/$lang/shop.tsx': `import { grid } from '~/features/shop/grid'\nconst Reviews = lazy(() => import('~/features/shop/reviews'))`,
  'src/routes/$lang/index.tsx': `import { hero } from '~/features/home/hero'\nexport const load = () => import(\`./-home-below\`)`,
  'src/routes/$lang/-home-below.tsx': `import { stats } from '~/features/home/stats'`,
  'src/routes/$lang/about.tsx': `import { hero } from '~/features/home/hero'\nimport { team } from './-team'`,
  'src/routes/$lang/-team.tsx': `import { format } from '~/lib/format'`,
  'src/routes/$lang/faq.tsx': `import { reviews } from '~/features/shop/reviews'`,
}

/** The page areas of the project's route files: the home page, the shop, about (two areas), the FAQ (none). */
const AREAS: Record<string, string[][]> = { 'src/routes/$lang/index.tsx': [['home']], 'src/routes/$lang/shop.tsx': [['shop']], 'src/routes/$lang/about.tsx': [['company', 'home']] }
const routeAreas = (file: string) => AREAS[file] ?? []

describe('the catalogs of a page follow what its route imports', () => {
  it('reads imports, re-exports and literal import() calls, not type-only ones', () => {
    const text = `import type { A } from './a'\nimport { type B } from './b'\nimport { c, type C } from './c'\nimport './d.css'\nexport * from './e'\nexport type { F } from './f'\nconst g = () => import('./g')\nconst h = (name: string) => import(\`./h/\${name}\`)\nconst x = <div />`
    expect(specifiers('x.tsx', text)).toEqual(['./c', './d.css', './e', './g'])
  })

  it('walks static and dynamic imports through `~/` and relative paths, folders to their index, packages and CSS left out', () => {
    const root = project(PROJECT)
    expect([...reachable(root, ['src/routes/$lang/shop.tsx'])].sort()).toEqual([
      'src/components/header.tsx',
      'src/features/shop/cart.ts',
      'src/features/shop/grid.tsx',
      'src/features/shop/price/index.ts',
      'src/features/shop/reviews.tsx',
      'src/lib/format.ts',
      'src/routes/$lang/shop.tsx',
    ])
  })

  it('gives each area what its pages reach and the layout and pages without an area do not', () => {
    const root = project(PROJECT)
    const routes = routeFiles(root)
    expect(routes).toEqual(['src/routes/$lang/about.tsx', 'src/routes/$lang/faq.tsx', 'src/routes/$lang/index.tsx', 'src/routes/$lang/shop.tsx'])
    expect(Object.fromEntries(areaFiles(root, routes, routeAreas))).toEqual({
      // The page of two areas shares the hero with the home page: it goes to `home` only.
      company: ['src/routes/$lang/-team.tsx', 'src/routes/$lang/about.tsx'],
      // A file two areas' pages reach is in both.
      home: ['src/features/home/hero.tsx', 'src/features/home/stats.tsx', 'src/lib/format.ts', 'src/routes/$lang/-home-below.tsx', 'src/routes/$lang/index.tsx'],
      // The cart is the header's (`messages`), the reviews the FAQ's, which has no area.
      shop: ['src/features/shop/grid.tsx', 'src/features/shop/price/index.ts', 'src/lib/format.ts', 'src/routes/$lang/shop.tsx'],
    })
  })

  it('leaves everything else in `messages`', () => {
    const root = project(PROJECT)
    const [messages, ...areas] = linguiCatalogs(root, ['home', 'shop', 'company', 'blog'], routeAreas)
    expect(messages?.include).toEqual([join(root, 'src')])
    expect(messages?.exclude).toContain(join(root, 'src/lib/format.ts'))
    expect(messages?.exclude).not.toContain(join(root, 'src/features/shop/reviews.tsx'))
    expect(areas.map((area) => [area.path, area.include.length])).toEqual([
      ['<rootDir>/locales/{locale}/home', 5],
      ['<rootDir>/locales/{locale}/shop', 4],
      ['<rootDir>/locales/{locale}/company', 2],
      ['<rootDir>/locales/{locale}/blog', 0],
    ])
  })
})
