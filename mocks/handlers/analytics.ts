import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { eventEndpoint } from '~/features/analytics/page-view'
import { PageViewSchema } from '~/features/analytics/schemas'
import { env } from '~/lib/env'

/**
 * The analytics endpoint at `baseUrl`: 202 for a valid page view (a JSON text body, as beacons
 * send it), 400 for anything else, so that tests prove what the site sends.
 */
export function analyticsHandlersFor(baseUrl: string) {
  return [
    http.post(eventEndpoint(baseUrl), async ({ request }) => {
      let body: unknown
      try {
        body = JSON.parse(await request.text())
      } catch {
        return HttpResponse.text('Body is not JSON', { status: 400 })
      }
      const view = v.safeParse(PageViewSchema, body)
      if (!view.success) return HttpResponse.json({ errors: v.flatten(view.issues) }, { status: 400 })
      return new HttpResponse(null, { status: 202 })
    }),
  ]
}

/** Only when analytics are configured (the demo sets VITE_ANALYTICS_URL). */
export const analyticsHandlers = env.VITE_ANALYTICS_URL === undefined ? [] : analyticsHandlersFor(env.VITE_ANALYTICS_URL)
