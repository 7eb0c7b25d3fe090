import { ACCOUNT_PAGE_CONTENT } from '~/features/auth/account-pages'
import { routeHead } from '~/features/seo/page-head'
import type { Lang } from '~/lib/languages'
import type { AccountPagePath } from '~/lib/site-pages'

/** `head()` of an account page: private, so not indexed. */
export function accountHead(lang: Lang, page: AccountPagePath) {
  const content = ACCOUNT_PAGE_CONTENT[page]
  return routeHead({ lang, page, title: content.title, description: content.description, keywords: content.title, noindex: true })
}
