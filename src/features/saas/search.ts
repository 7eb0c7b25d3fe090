import * as v from 'valibot'
import { INTEGRATION_CATEGORIES } from '~/site/content/saas-categories'

// The integrations route's search param, apart from the page's logic: route options are in every page's first load.

/** `?category=` of the integrations: a known category; anything else is dropped, and all integrations show. */
export const IntegrationsSearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(INTEGRATION_CATEGORIES)), undefined),
})
export type IntegrationsSearch = v.InferOutput<typeof IntegrationsSearchSchema>
