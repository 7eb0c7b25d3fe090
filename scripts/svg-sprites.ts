/**
 * SVG sprites. Drawings are kept one file each (what a designer edits); `npm run art` gathers each
 * sprite's drawings into one file of `<symbol>`s under public/, which the pages draw with
 * `<use href="…#name">`. Why: an SVG shown as an `<img>` or a CSS mask is a document of its own,
 * loaded, laid out and painted on the page's main thread, one per picture; a `<use>` draws inside
 * the page, and the sprite is one document, fetched once. Drawings with ids of their own (masks,
 * gradients, such as the brand logo's) stay `<img>`s: references inside a sprite's symbols do not
 * resolve alike in every browser. Run it after editing a drawing and commit both; a unit test
 * (tests/unit/svg-sprites.test.ts) fails when a committed sprite is not what its drawings make.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_LOGO_SPRITE } from '../src/components/carousel/client-logos.ts'
import { ICON_SPRITE } from '../src/components/icons.ts'

export const SVG_SPRITES: ReadonlyArray<{ drawings: string; file: string }> = [
  { drawings: 'src/components/art/icons', file: ICON_SPRITE },
  { drawings: 'src/components/carousel/art/clients', file: CLIENT_LOGO_SPRITE },
]

const DRAWING = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" ((?:[a-zA-Z-]+="[^"]*" ?)+)>([\s\S]*)<\/svg>\s*$/
const NAME = /^[a-z][a-z0-9-]*$/

/**
 * One SVG of `<symbol>`s, one per drawing under its name: the drawing's own attributes (viewBox,
 * a stroke in `currentColor`) move to its symbol. A drawing that is not a plain `<svg>` with those
 * attributes, or that has ids of its own, is refused rather than copied wrong.
 */
export function svgSprite(drawings: ReadonlyArray<{ name: string; svg: string }>): string {
  const symbols = [...drawings]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, svg }) => {
      const match = DRAWING.exec(svg)
      if (!NAME.test(name) || match === null || /\sid="/.test(svg)) throw new Error(`Not a drawing this sprite can take: ${name}`)
      const [, attributes = '', body = ''] = match
      return `<symbol id="${name}" ${attributes.trim()}>${body}</symbol>`
    })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/** The drawings of a folder, each named after its file. */
export function readDrawings(dir: string): Array<{ name: string; svg: string }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ name: file.replace(/\.svg$/, ''), svg: readFileSync(join(dir, file), 'utf8') }))
}

function main(): void {
  for (const { drawings, file } of SVG_SPRITES) {
    const read = readDrawings(drawings)
    writeFileSync(join('public', file), svgSprite(read))
    console.log(`public${file}: ${read.length} drawings`)
  }
}

if (process.argv[1] === import.meta.filename) main()
