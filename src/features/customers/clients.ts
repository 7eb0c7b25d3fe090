import { CLIENT_LOGOS, type ClientLogo } from '~/components/carousel/client-logos'

/** The logo of a story's client (validated against the logos at build time). */
export function clientLogo(slug: string): ClientLogo | null {
  return CLIENT_LOGOS.find((logo) => logo.slug === slug) ?? null
}

/** The client's name, as its logo names it. */
export function companyName(client: string): string {
  return clientLogo(client)?.name ?? client
}
