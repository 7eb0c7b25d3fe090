import * as v from 'valibot'
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '~/site/content/portfolio-categories'

// The portfolio routes' search params, apart from the lists' logic: route options are in every page's first load.

/** What the portfolio's lists read from `?category=`: a known category, or the value nobody knows (shown with a note). */
export interface PortfolioSearch {
  category?: PortfolioCategory | undefined
  /** A `?category=` that names no category, cut to 40 characters: every study is shown, with a note saying so. */
  unknownCategory?: string
}

const CategorySchema = v.picklist(PORTFOLIO_CATEGORIES)

/**
 * `?category=` as the lists read it; the router hands over a number or JSON for a value that looks
 * like one. `category` is always set, if only to undefined: the router lays this over the address's
 * raw search params, where an unknown value would otherwise show through.
 */
export function readCategory(value: unknown): PortfolioSearch {
  if (v.is(CategorySchema, value)) return { category: value }
  if (value === undefined || value === null || value === '') return { category: undefined }
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return { category: undefined, unknownCategory: text.trim().slice(0, 40) }
}

/** The search params of the masonry, showcase and list pages: `?category=`, anything else dropped. */
export const PortfolioSearchSchema = v.pipe(
  v.object({ category: v.optional(v.unknown()) }),
  v.transform(({ category }) => readCategory(category)),
)
