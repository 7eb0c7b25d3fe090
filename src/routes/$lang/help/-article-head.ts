import { ARTICLE_NOT_FOUND_TEXTS } from '~/features/content-pages/help-articles'
import type { HelpArticleSummary } from '~/features/content-pages/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { pageHead } from '../../-components/page-head'

/**
 * The help article page's head: the registry's while it offers every article (as prerendered),
 * the article's own title, description and address once its address names one, and `noindex`
 * for a name no article has.
 */
export function articleHead(lang: Lang, slug: string | undefined, articles: readonly HelpArticleSummary[] | undefined) {
  if (slug === undefined || articles === undefined) return pageHead(lang, 'help/detail')
  const article = articles.find((item) => item.slug === slug)
  if (article === undefined) {
    return routeHead({ lang, page: 'help/detail', ...ARTICLE_NOT_FOUND_TEXTS, noindex: true })
  }
  return seoHead(env.VITE_SITE_URL, { lang, page: `help/detail?article=${article.slug}`, title: article.title, description: article.description, keywords: [article.title], noindex: false })
}
