import { ARTICLE_NOT_FOUND_TEXTS } from '~/features/content-pages/help-articles'
import { loadHelpArticles, type HelpArticleSummary } from '~/features/content-pages/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import type { ItemHeads } from '../../-components/item-heads'

type Head = ReturnType<typeof routeHead>

/** The help article page's data: every article's summary and, in the browser, the head of each (./detail.tsx). */
export async function loadArticlePage(lang: Lang): Promise<{ articles: HelpArticleSummary[]; heads?: ItemHeads<Head> }> {
  const articles = await loadHelpArticles(lang)
  if (typeof window === 'undefined') return { articles }
  const articleHead = (article: HelpArticleSummary): Head =>
    seoHead(env.VITE_SITE_URL, { lang, page: `help/detail?article=${article.slug}`, title: article.title, description: article.description, keywords: [article.title], noindex: false })
  return {
    articles,
    heads: {
      items: Object.fromEntries(articles.map((article) => [article.slug, articleHead(article)])),
      notFound: routeHead({ lang, page: 'help/detail', ...ARTICLE_NOT_FOUND_TEXTS, noindex: true }),
    },
  }
}
