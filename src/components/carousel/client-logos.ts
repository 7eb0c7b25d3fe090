import { CLIENT_NAMES, type ClientId } from '../../site/facts.ts'

/** The clients' logos: symbols of this sprite, drawn one file each in src/components/carousel/art/clients. */
export const CLIENT_LOGO_SPRITE = '/images/clients.svg'

/** A client's logo in its light-theme and dark-theme drawings (SPEC.md §3): symbols of CLIENT_LOGO_SPRITE. */
export type ClientLogo = { slug: string; name: string; lightSymbol: string; darkSymbol: string }

/** Logo artwork is 180 x 60; the carousel shows it 60 px high. */
export const LOGO_SIZE = { width: 180, height: 60 } as const

/** The carousel's order of the clients of src/site/facts.ts, whose names the logos carry. */
const LOGO_ORDER: readonly ClientId[] = ['anatolia-foods', 'kuzey-tekstil', 'bergmann-logistik', 'nova-energy', 'ege-makina', 'polar-systems', 'marmara-health', 'vega-retail']

export const CLIENT_LOGOS: readonly ClientLogo[] = LOGO_ORDER.map((slug) => ({
  slug,
  name: CLIENT_NAMES[slug],
  lightSymbol: `${slug}-light`,
  darkSymbol: `${slug}-dark`,
}))
