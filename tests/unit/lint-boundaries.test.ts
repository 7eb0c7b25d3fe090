// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const planted = '__lint-planted__'

/** A file planted under src (the rules are about where a file lives, so each goes in a `__lint-planted__` folder of its area), its import, and the rule it must break (none: allowed). */
const PLANTS: readonly { file: string; source: string; breaks?: string }[] = [
  { file: 'src/lib/__lint-planted__/deep/a.ts', source: "import { formatMoney } from '../../../features/shop/money'", breaks: 'src/lib imports nothing from the rest of src.' },
  { file: 'src/site/__lint-planted__/content/deep/a.ts', source: "import { CLIENT_LOGO_SPRITE } from '../../../../components/carousel/client-logos.ts'", breaks: 'src/site (the page registry) imports only src/site and src/lib: Node tools import it too.' },
  { file: 'src/site/__lint-planted__/a.ts', source: "import { LANGUAGES } from '~/lib/languages'", breaks: 'src/site imports relatively (Node tools import it and know no ~/ alias).' },
  { file: 'src/site/__lint-planted__/b.ts', source: "import { LANGUAGES } from '../../lib/languages'", breaks: "src/site imports with the file's extension (Node tools import it)." },
  { file: 'src/site/__lint-planted__/c.ts', source: "import { LANGUAGES } from '../../lib/languages.ts'" },
  { file: 'src/site/__lint-planted__/d.ts', source: "import type { FileRouteTypes } from '../../routeTree.gen.ts'" },
  { file: 'src/site/__lint-planted__/e.ts', source: "import { routeTree } from '../../routeTree.gen.ts'", breaks: 'src/site (the page registry) imports only src/site and src/lib: Node tools import it too.' },
  { file: 'src/components/__lint-planted__/deep/deeper/a.ts', source: "import { formatMoney } from '../../../../features/shop/money'", breaks: 'Shared components use only src/lib, src/site and other shared components.' },
  { file: 'src/features/blog/__lint-planted__/deep/a.ts', source: "import { formatMoney } from '~/features/shop/money'", breaks: 'A feature uses another feature only through its types; compose features in routes.' },
  { file: 'src/features/blog/__lint-planted__/deep/b.ts', source: "import type { Money } from '~/features/shop/money'" },
  { file: 'src/features/blog/__lint-planted__/deep/c.ts', source: "import { Route } from '~/routes/$lang/route'", breaks: 'Features do not import routes, mocks or tests.' },
  { file: 'src/features/blog/__lint-planted__/deep/d.ts', source: "import { BLOG_CATEGORIES } from '~/features/blog/categories'", breaks: 'Import your own feature relatively.' },
  { file: 'src/features/blog/__lint-planted__/deep/e.ts', source: "import { LANGUAGES } from '../../../../lib/languages'", breaks: 'Import src/lib, src/site and src/components through ~/.' },
  { file: 'src/features/blog/__lint-planted__/deep/f.ts', source: "import { BLOG_CATEGORIES } from '../../categories'" },
  // The shop's parts (scripts/lint/boundaries.js SHOP_PARTS); its shared files lie directly in src/features/shop.
  { file: 'src/features/shop/__lint-planted__.ts', source: "import { cartStorageAtom } from './cart/stored-cart'", breaks: "The shop's shared files (directly in src/features/shop/) import none of its parts (catalog, cart, checkout, reviews)." },
  { file: 'src/features/shop/__lint-planted__b.ts', source: "import { formatMoney } from './money'" },
  { file: 'src/features/shop/catalog/__lint-planted__/deep/a.ts', source: "import { placeOrder } from '../../../checkout/order'", breaks: 'src/features/shop/catalog/ imports of the shop only its shared files, cart/, reviews/ and itself.' },
  { file: 'src/features/shop/catalog/__lint-planted__/deep/b.ts', source: "import { useCart } from '../../../cart/use-cart'" },
  { file: 'src/features/shop/cart/__lint-planted__/a.ts', source: "import { orderMutationOptions } from '../../checkout/order'", breaks: 'src/features/shop/cart/ imports of the shop only its shared files, catalog/ and itself.' },
  { file: 'src/features/shop/reviews/__lint-planted__/a.ts', source: "import { shopQueries } from '../../catalog/queries'", breaks: 'src/features/shop/reviews/ imports of the shop only its shared files and itself.' },
  { file: 'src/features/shop/reviews/__lint-planted__/b.test.ts', source: "import { fetchProduct } from '../../catalog/api'" },
  { file: 'src/features/shop/checkout/__lint-planted__/a.ts', source: "import { shopQueries } from '../../catalog/queries'" },
  { file: 'src/features/blog/__lint-planted__/deep/g.ts', source: "const handlers = () => import('../../../../../mocks/handlers/shop')", breaks: 'src never imports mocks or tests (src/client.tsx starts the worker through its one guarded dynamic import).' },
]


const ReportSchema = v.object({ diagnostics: v.array(v.object({ message: v.string(), code: v.string(), filename: v.string() })) })

function lintPlants() {
  for (const plant of PLANTS) {
    const path = join(root, plant.file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, `${plant.source}\nexport const planted = 1\n`)
  }
  const child = spawnSync(process.execPath, [join(root, 'node_modules/oxlint/bin/oxlint'), '-f', 'json', ...PLANTS.map((plant) => plant.file)], { cwd: root, encoding: 'utf8' })
  return v.parse(ReportSchema, JSON.parse(child.stdout)).diagnostics.filter((diagnostic) => diagnostic.code === 'storm(boundaries)')
}

function removePlants() {
  for (const plant of PLANTS) rmSync(join(root, plant.file), { force: true })
  for (const folder of new Set(PLANTS.map((plant) => plant.file.slice(0, plant.file.indexOf(planted) + planted.length)))) rmSync(join(root, folder), { recursive: true, force: true })
}

describe('the linter refuses an import that crosses a boundary of src, at any depth', () => {
  const diagnostics = (() => {
    try {
      return lintPlants()
    } finally {
      removePlants()
    }
  })()

  for (const plant of PLANTS) {
    it(`${plant.file}: ${plant.source} ${plant.breaks === undefined ? 'is allowed' : 'is refused'}`, () => {
      const found = diagnostics.filter((diagnostic) => diagnostic.filename === plant.file).map((diagnostic) => diagnostic.message)
      expect(found.map((message) => message.slice(0, message.lastIndexOf(" ('")))).toEqual(plant.breaks === undefined ? [] : [plant.breaks])
    })
  }
})
