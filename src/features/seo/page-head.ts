import type { MessageDescriptor } from '@lingui/core'
import { getI18n } from '~/lib/i18n'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { pageHead } from './head'

/** `head()` of a page route: translated texts in, tags on the configured site origin out. */
export function routeHead(options: {
  lang: Lang
  page: string
  title: MessageDescriptor | null
  description: MessageDescriptor
  keywords: MessageDescriptor
  noindex?: boolean
}) {
  const i18n = getI18n(options.lang)
  return pageHead(env.VITE_SITE_URL, {
    lang: options.lang,
    page: options.page,
    title: options.title === null ? null : i18n._(options.title),
    description: i18n._(options.description),
    keywords: i18n
      ._(options.keywords)
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    noindex: options.noindex ?? false,
  })
}
