import { COMPANY } from '~/site/facts'

/** The year Storm Yazılım was founded; years of experience count from it (SPEC.md §9). */
export const FOUNDING_YEAR = COMPANY.foundingYear

export function yearsOfExperience(currentYear: number): number {
  return Math.max(0, currentYear - FOUNDING_YEAR)
}

/** The figures of the statistics section (SPEC.md §9), shown with a "+": read from the facts. */
export const COMPANY_FIGURES = {
  sectors: COMPANY.sectors,
  products: COMPANY.products,
  happyCustomers: COMPANY.customers,
  satisfactionPercent: COMPANY.satisfactionPercent,
} as const
