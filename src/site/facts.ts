import { OFFICE_IDS } from './office-ids.ts'

/**
 * One source of facts for everything the site states about Storm and about the (fictional) clients
 * its case studies, customer stories, testimonials and demos name. Components read their figures
 * and the clients' names from here; each client's fact sheet is in client-facts.ts (kept out of
 * the pages' first load); prose in catalogs and Markdown restates them, and
 * tests/unit/facts.test.ts checks that every language agrees with both files.
 */

/**
 * Storm's own figures. SPEC.md §9's statistics are the client's and stay as they are (years since
 * 2013, 120+ sectors, 200+ products, 600+ customers, 100 % satisfaction); every other company
 * figure agrees with them: the "products" are the projects we have delivered, so there is no
 * second project count, and there is no retention figure beside the satisfaction badge.
 */
export const COMPANY = {
  foundingYear: 2013,
  /** Shown with a "+": "120+ sectors". */
  sectors: 120,
  /** Products (projects) delivered, shown with a "+". */
  products: 200,
  /** Customers, shown with a "+". */
  customers: 600,
  satisfactionPercent: 100,
  /** Head office first; the count of offices the pages state is this list's length. */
  offices: OFFICE_IDS,
  /** Support is advertised around the clock (SPEC.md §9). */
  support: '24/7',
} as const

export const OFFICE_COUNT = COMPANY.offices.length

export const CLIENT_IDS = [
  'anatolia-foods',
  'bergmann-logistik',
  'ege-makina',
  'kuzey-tekstil',
  'marmara-health',
  'nova-energy',
  'polar-systems',
  'vega-retail',
] as const
export type ClientId = (typeof CLIENT_IDS)[number]

/** The clients' names, the same in every language: what testimonials and demos show. */
export const CLIENT_NAMES: Readonly<Record<ClientId, string>> = {
  'anatolia-foods': 'Anatolia Foods',
  'bergmann-logistik': 'Bergmann Logistik',
  'ege-makina': 'Ege Makina',
  'kuzey-tekstil': 'Kuzey Tekstil',
  'marmara-health': 'Marmara Health',
  'nova-energy': 'Nova Energy',
  'polar-systems': 'Polar Systems',
  'vega-retail': 'Vega Retail',
}
