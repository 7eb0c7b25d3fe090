/**
 * The fixed keys of the customer stories' front matter (locales/<lang>/content/customer-stories):
 * industries, services and the units of key figures. Apart from the schemas, so that the pages can
 * read them without bundling valibot's schemas; their labels are translated in src/features/customers.
 */
import { CLIENT_LOGOS } from '../../components/carousel/client-logos.ts'

/** A customer's industry: the filter of the stories' list. */
export const CUSTOMER_INDUSTRIES = ['food', 'manufacturing', 'logistics', 'retail', 'energy', 'healthcare', 'textiles'] as const
export type CustomerIndustry = (typeof CUSTOMER_INDUSTRIES)[number]

/** The services a project used, the keys of the services' icons too. */
export const CUSTOMER_SERVICES = ['erp', 'web', 'mobile', 'desktop', 'ai', 'integration', 'data', 'devops', 'iot'] as const
export type CustomerService = (typeof CUSTOMER_SERVICES)[number]

/** The slugs of the clients' logos (public/images/clients.svg): a story's `client`. */
export const CLIENT_SLUGS: readonly string[] = CLIENT_LOGOS.map((logo) => logo.slug)

/** How a key figure's number reads: a share, a duration, a factor or a plain count. */
export const FIGURE_UNITS = ['percent', 'minute', 'hour', 'day', 'week', 'month', 'times', 'count'] as const
export type FigureUnit = (typeof FIGURE_UNITS)[number]

export interface Figure {
  value: number
  unit: FigureUnit
}

/** A key figure as written in the English file: a number with a point for decimals, a space and a unit (`99.5 percent`). */
export const FIGURE_PATTERN = new RegExp(`^(\\d{1,6}(?:\\.\\d{1,2})?) (${FIGURE_UNITS.join('|')})$`)

/** A written figure, or null for one that does not follow FIGURE_PATTERN. */
export function parseFigure(text: string): Figure | null {
  const match = FIGURE_PATTERN.exec(text.trim())
  if (match === null) return null
  const [, value = '', unit = ''] = match
  const known = FIGURE_UNITS.find((item) => item === unit)
  return known === undefined ? null : { value: Number(value), unit: known }
}
