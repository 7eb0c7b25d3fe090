/** The year Storm Yazılım was founded; years of experience count from it (SPEC.md §9). */
export const FOUNDING_YEAR = 2013

export function yearsOfExperience(currentYear: number): number {
  return Math.max(0, currentYear - FOUNDING_YEAR)
}

/** The figures of the statistics section (SPEC.md §9), shown with a "+". */
export const COMPANY_FIGURES = { sectors: 120, products: 200, happyCustomers: 600, satisfactionPercent: 100 } as const
