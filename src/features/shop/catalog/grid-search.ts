import * as v from 'valibot'
import { CategoryIdSchema } from '../category-id'

export const GRID_SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const
export type GridSort = (typeof GRID_SORTS)[number]

/** The grid's search params: a value that is not one of the choices falls back to the default. */
export const GridSearchSchema = v.object({
  category: v.fallback(v.optional(CategoryIdSchema), undefined),
  sort: v.fallback(v.optional(v.picklist(GRID_SORTS)), undefined),
})
export type GridSearch = v.InferOutput<typeof GridSearchSchema>

export function parseGridSearch(raw: unknown): GridSearch {
  const result = v.safeParse(GridSearchSchema, raw)
  return result.success ? result.output : { category: undefined, sort: undefined }
}
