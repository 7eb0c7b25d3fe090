/** The clients' logos: symbols of this sprite, drawn one file each in src/components/carousel/art/clients. */
export const CLIENT_LOGO_SPRITE = '/images/clients.svg'

/** A client's logo in its light-theme and dark-theme drawings (SPEC.md §3): symbols of CLIENT_LOGO_SPRITE. */
export type ClientLogo = { slug: string; name: string; lightSymbol: string; darkSymbol: string }

/** Logo artwork is 180 x 60; the carousel shows it 60 px high. */
export const LOGO_SIZE = { width: 180, height: 60 } as const

function clientLogo(slug: string, name: string): ClientLogo {
  return { slug, name, lightSymbol: `${slug}-light`, darkSymbol: `${slug}-dark` }
}

export const CLIENT_LOGOS: readonly ClientLogo[] = [
  clientLogo('anatolia-foods', 'Anatolia Foods'),
  clientLogo('kuzey-tekstil', 'Kuzey Tekstil'),
  clientLogo('bergmann-logistik', 'Bergmann Logistik'),
  clientLogo('nova-energy', 'Nova Energy'),
  clientLogo('ege-makina', 'Ege Makina'),
  clientLogo('polar-systems', 'Polar Systems'),
  clientLogo('marmara-health', 'Marmara Health'),
  clientLogo('vega-retail', 'Vega Retail'),
]
