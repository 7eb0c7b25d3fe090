import type { RequestHandler } from 'msw'
import { analyticsHandlers } from './handlers/analytics'
import { authHandlers } from './handlers/auth'
import { contactHandlers } from './handlers/contact'
import { newsletterHandlers } from './handlers/newsletter'
import { newsHandlers } from './handlers/news'
import { reviewsHandlers } from './handlers/reviews'
import { shopHandlers } from './handlers/shop'

/** Every handler of the mock backend: shared by the browser worker, vitest and Playwright. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...contactHandlers,
  ...newsletterHandlers,
  ...newsHandlers,
  ...analyticsHandlers,
  ...shopHandlers,
  ...reviewsHandlers,
]
