import type { RequestHandler } from 'msw'
import { loginNetworkError, loginServerError, sessionRevoked } from './handlers/auth'
import { contactNetworkError, contactNullAnswer, contactServerError } from './handlers/contact'
import {
  newsProxyEmptyBody,
  newsProxyEmptyFeed,
  newsProxyHtmlErrorPage,
  newsProxyMalformedXml,
  newsProxyNetworkError,
  newsProxyServerError,
} from './handlers/news'
import { newsletterNetworkError, newsletterNullAnswer, newsletterServerError } from './handlers/newsletter'
import { reviewPostServerError } from './handlers/reviews'
import { shopOrderServerError, shopOrderSoldOut } from './handlers/shop'

/**
 * Named failure scenarios of the mock backend. Vitest adds the handlers with `server.use(...)`;
 * in the browser (demo build, Playwright) `window.mockScenarios.use('contactServerError')` does it.
 */
export const scenarios = {
  contactServerError,
  contactNetworkError,
  contactNullAnswer,
  newsletterServerError,
  newsletterNetworkError,
  newsletterNullAnswer,
  newsProxyServerError,
  newsProxyNetworkError,
  newsProxyMalformedXml,
  newsProxyHtmlErrorPage,
  newsProxyEmptyBody,
  newsProxyEmptyFeed,
  loginServerError,
  loginNetworkError,
  sessionRevoked,
  shopOrderServerError,
  shopOrderSoldOut,
  reviewPostServerError,
} satisfies Record<string, RequestHandler>

export type ScenarioName = keyof typeof scenarios

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name)
}
