// The import boundaries of src/ (docs/architecture.md), by the path an import resolves to rather
// than by how it is spelled, so a file's depth cannot open a way around them. Loaded by oxlint
// (.oxlintrc.json `jsPlugins`); tests/unit/lint-boundaries.test.ts plants one import per rule.
import path from 'node:path'

/** The area of a file under src/: `lib`, `site`, `components`, `routes`, `features/<name>`, `app`; outside src: its top folder. */
function areaOf(relative) {
  const [top, area, name] = relative.split('/')
  if (top !== 'src') return top
  if (area === 'features') return `features/${name}`
  return ['lib', 'site', 'components', 'routes'].includes(area) ? area : 'app'
}

// The shop's parts (docs/shop.md, "Folders"): a part imports the shop's shared files (those directly
// in src/features/shop), itself and the parts listed here; the shared files import no part. The
// checkout, the end of the journey, is imported by no other part. Tests may import any part.
const SHOP = 'src/features/shop/'
const SHOP_PARTS = {
  catalog: ['cart', 'reviews'],
  cart: ['catalog'],
  checkout: ['cart', 'catalog'],
  reviews: [],
}

/** The part of the shop a file lies in: `shared` for a file directly in src/features/shop. */
function shopPartOf(relative) {
  const rest = relative.slice(SHOP.length).split('/')
  return rest.length === 1 ? 'shared' : rest[0]
}

/** What an import within the shop breaks, or undefined. */
function brokenInShop(fromFile, toFile) {
  if (/\.test\.tsx?$/.test(fromFile)) return undefined
  const from = shopPartOf(fromFile)
  const to = shopPartOf(toFile)
  if (to === from || to === 'shared') return undefined
  if (from === 'shared') return `The shop's shared files (directly in ${SHOP}) import none of its parts (${Object.keys(SHOP_PARTS).join(', ')}).`
  const allowed = SHOP_PARTS[from] ?? []
  if (allowed.includes(to)) return undefined
  return `${SHOP}${from}/ imports of the shop only its shared files${allowed.map((part) => `, ${part}/`).join('')} and itself.`
}

function isTypeOnly(node) {
  return node.importKind === 'type' || node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'))
}

/** What an import from `from` of `to` breaks, or undefined. */
function broken(fromFile, from, toFile, to, { aliased, specifier, typeOnly }) {
  if ((to === 'mocks' || to === 'tests') && fromFile !== 'src/client.tsx') return 'src never imports mocks or tests (src/client.tsx starts the worker through its one guarded dynamic import).'
  if (from === 'lib' && to !== 'lib' && isSrcArea(to)) return 'src/lib imports nothing from the rest of src.'
  if (from === 'site') {
    // The route tree's types type the registry's paths; a type-only import is gone before Node runs the file.
    const routeTypes = typeOnly && toFile === 'src/routeTree.gen.ts'
    if (isSrcArea(to) && to !== 'site' && to !== 'lib' && !routeTypes) return 'src/site (the page registry) imports only src/site and src/lib: Node tools import it too.'
    if (aliased) return 'src/site imports relatively (Node tools import it and know no ~/ alias).'
    if (!/\.(ts|json)$/.test(specifier)) return "src/site imports with the file's extension (Node tools import it)."
  }
  if (from === 'components' && (to.startsWith('features/') || to === 'routes')) return 'Shared components use only src/lib, src/site and other shared components.'
  if (from.startsWith('features/')) {
    if (to === 'routes') return 'Features do not import routes, mocks or tests.'
    if (to.startsWith('features/') && to !== from && !typeOnly) return 'A feature uses another feature only through its types; compose features in routes.'
    if (to === from && aliased) return 'Import your own feature relatively.'
    if (to !== from && isSrcArea(to) && !aliased) return 'Import src/lib, src/site and src/components through ~/.'
    if (from === 'features/shop' && to === from) return brokenInShop(fromFile, toFile)
  }
  return undefined
}

function isSrcArea(area) {
  return ['lib', 'site', 'components', 'routes', 'app'].includes(area) || area.startsWith('features/')
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries of src/, by resolved path.' } },
  create(context) {
    const file = context.filename
    const marker = file.lastIndexOf(`${path.sep}src${path.sep}`)
    if (marker === -1) return {}
    const root = file.slice(0, marker)
    const fromFile = path.relative(root, file).split(path.sep).join('/')
    const from = areaOf(fromFile)

    function check(node, source, typeOnly) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const specifier = source.value
      const aliased = specifier.startsWith('~/')
      if (!aliased && !specifier.startsWith('.')) return
      const target = aliased ? path.join(root, 'src', specifier.slice(2)) : path.resolve(path.dirname(file), specifier)
      const toFile = path.relative(root, target).split(path.sep).join('/')
      const message = broken(fromFile, from, toFile, areaOf(toFile), { aliased, specifier, typeOnly })
      if (message !== undefined) context.report({ node: source, message: `${message} ('${specifier}')` })
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ImportExpression: (node) => check(node, node.source, false),
    }
  },
}

export default { meta: { name: 'storm' }, rules: { boundaries } }
