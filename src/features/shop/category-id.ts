import * as v from 'valibot'

export const CATEGORY_IDS = ['apparel', 'accessories', 'home-office', 'tech'] as const
export const CategoryIdSchema = v.picklist(CATEGORY_IDS)
export type CategoryId = v.InferOutput<typeof CategoryIdSchema>
