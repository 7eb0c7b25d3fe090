/**
 * SVG sprites: drawings kept one file each under `sources` (what a designer edits), gathered by
 * `npm run art` (scripts/svg-sprites.ts) into one file of `<symbol>`s that the pages draw with
 * `<use href="…#name">`. Why: an SVG shown as an `<img>` or a CSS mask is a document of its own,
 * loaded, laid out and painted on the page's main thread, one per picture; a `<use>` draws inside
 * the page, and the sprite is one document, fetched once. Drawings with ids of their own (masks,
 * gradients) stay `<img>`s: references inside a sprite's symbols are not resolved alike everywhere.
 */

/** The home page's icons, drawn in `currentColor`. */
export const ICON_SPRITE = '/images/icons.svg'
/** The clients' logos, `<slug>-light` and `<slug>-dark`. */
export const CLIENT_LOGO_SPRITE = '/images/clients.svg'

export const SVG_SPRITES: ReadonlyArray<{ sources: string; file: string }> = [
  { sources: 'src/features/home/art/icons', file: ICON_SPRITE },
  { sources: 'src/components/carousel/art/clients', file: CLIENT_LOGO_SPRITE },
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
