/**
 * `npm run art` (second step): gathers the home page's icons (src/features/home/art/icons/*.svg,
 * one file per icon, what a designer edits) into public/images/icons.svg, one `<symbol>` each,
 * which the page shows with `<use>` (features/home/components/icon.tsx).
 *
 * Why one file of symbols: an icon as an `<img>` or a CSS mask is an SVG document of its own, each
 * loaded, laid out and painted on the page's main thread; the home page's 18 masks made its first
 * frame about a third longer in Lighthouse traces. A `<use>` draws the symbol inside the page, and
 * the sprite is one document, fetched once. A unit test fails when the sprite is not what this
 * script writes from the sources.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_SPRITE, iconSprite } from '../src/features/home/lib/icon-sprite.ts'

const SOURCE = 'src/features/home/art/icons'

const icons = readdirSync(SOURCE)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({ name: file.replace(/\.svg$/, ''), svg: readFileSync(join(SOURCE, file), 'utf8') }))
const file = join('public', ICON_SPRITE)
writeFileSync(file, iconSprite(icons))
console.log(`${file}: ${icons.length} icons`)
