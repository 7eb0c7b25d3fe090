/** Case study categories; their labels are translated in the portfolio's code (src/features/portfolio/categories.ts). */
export const PORTFOLIO_CATEGORIES = ['erp', 'iot', 'integration', 'data', 'web', 'mobile'] as const
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]

/** The fictional clients a case study may name: symbols of the logo sprite (src/components/carousel/client-logos.ts). */
export const CASE_STUDY_CLIENTS = ['ege-makina', 'kuzey-tekstil', 'bergmann-logistik', 'nova-energy', 'vega-retail', 'marmara-health'] as const
export type CaseStudyClient = (typeof CASE_STUDY_CLIENTS)[number]

/** The order of case studies everywhere: the newest year first, then by slug (the same in every language). */
export function compareCaseStudies(a: { year: number; slug: string }, b: { year: number; slug: string }): number {
  return b.year - a.year || a.slug.localeCompare(b.slug)
}
