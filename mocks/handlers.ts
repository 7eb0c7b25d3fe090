import type { RequestHandler } from 'msw'
import { contactHandlers } from './handlers/contact'
import { newsletterHandlers } from './handlers/newsletter'
import { newsHandlers } from './handlers/news'
import { shopHandlers } from './handlers/shop'

/** Every handler of the mock backend: shared by the browser worker, vitest and Playwright. */
export const handlers: RequestHandler[] = [...contactHandlers, ...newsletterHandlers, ...newsHandlers, ...shopHandlers]
