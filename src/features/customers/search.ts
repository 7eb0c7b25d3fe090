import * as v from 'valibot'
import { CUSTOMER_INDUSTRIES } from '~/site/content/customer-stories'

// The stories' list's search params, apart from the list's logic: route options are in every page's first load.

/** `?industry=` of the stories' list: a known industry; anything else shows every story. */
export const StoryListSearchSchema = v.object({
  industry: v.fallback(v.optional(v.picklist(CUSTOMER_INDUSTRIES)), undefined),
})
export type StoryListSearch = v.InferOutput<typeof StoryListSearchSchema>
