/** The home page's icons, all in one SVG file (`npm run art` writes it from src/features/home/art/icons). */
export const ICON_SPRITE = '/images/icons.svg'

const ICON = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" ((?:[a-zA-Z-]+="[^"]*" ?)+)>([\s\S]*)<\/svg>\s*$/
const NAME = /^[a-z][a-z0-9-]*$/

/**
 * One SVG of `<symbol>`s, one per icon under its name, for `<use href="…#name">`: the icons' own
 * attributes (viewBox, the stroke in `currentColor`) move to their symbol. An icon that is not a
 * plain `<svg>` with those attributes is refused rather than copied wrong.
 */
export function iconSprite(icons: ReadonlyArray<{ name: string; svg: string }>): string {
  const symbols = [...icons]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, svg }) => {
      const match = ICON.exec(svg)
      if (!NAME.test(name) || match === null) throw new Error(`Not an icon this sprite can take: ${name}`)
      const [, attributes = '', body = ''] = match
      return `<symbol id="${name}" ${attributes.trim()}>${body}</symbol>`
    })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
