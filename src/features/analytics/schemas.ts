import * as v from 'valibot'
import { LangSchema } from '~/lib/languages'

/** A site path without query or fragment: what a page view names. */
const PathSchema = v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048), v.regex(/^[^?#]*$/, 'A path without query or fragment'))

/**
 * One page view (SPEC.md §7), as sent to `{VITE_ANALYTICS_URL}/api/event` and as the mock
 * endpoint validates it. Nothing else is sent: no cookie, no query string, no user agent field.
 */
export const PageViewSchema = v.strictObject({
  type: v.literal('pageview'),
  path: PathSchema,
  lang: LangSchema,
  /** The page the visitor came from, without query or fragment; '' when unknown. */
  referrer: v.union([v.literal(''), v.pipe(v.string(), v.url(), v.maxLength(2048), v.regex(/^[^?#]*$/))]),
  visitorId: v.pipe(v.string(), v.uuid()),
})
export type PageView = v.InferOutput<typeof PageViewSchema>

export const VisitorIdSchema = v.pipe(v.string(), v.uuid())
