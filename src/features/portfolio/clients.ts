import { CLIENT_LOGOS } from '~/components/carousel/client-logos'
import type { CaseStudyClient } from '~/site/content/portfolio-categories'

/** A client's name as its logo shows it (client names are the same in every language). */
export function clientName(client: CaseStudyClient): string {
  return CLIENT_LOGOS.find((logo) => logo.slug === client)?.name ?? client
}
