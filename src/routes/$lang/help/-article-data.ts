import { ARTICLE_NOT_FOUND_TEXTS } from '~/features/content-pages/help-articles'
import { loadHelpArticles, type HelpArticleSummary } from '~/features/content-pages/load'
import { pageHead } from '~/features/seo/head'
import type { Lang } from '~/lib/languages'
import { localPath } from '~/site/pages'
import type { ItemHeads } from '../../-components/item-heads'

type Head = ReturnType<typeof pageHead>

/** The help article page's data: every article's summary and, in the browser, the head of each (./detail.tsx). */
export async function loadArticlePage(lang: Lang): Promise<{ articles: HelpArticleSummary[]; heads?: ItemHeads<Head> }> {
  const articles = await loadHelpArticles(lang)
  if (typeof window === 'undefined') return { articles }
  const articleHead = (article: HelpArticleSummary): Head =>
    pageHead({ params: { lang }, match: { pathname: localPath(lang, `help/detail?article=${article.slug}`) } }, { item: { title: article.title, description: article.description, keywords: [article.title] } })
  return {
    articles,
    heads: {
      items: Object.fromEntries(articles.map((article) => [article.slug, articleHead(article)])),
      notFound: pageHead({ params: { lang }, match: { pathname: localPath(lang, 'help/detail') } }, { item: undefined, notFound: ARTICLE_NOT_FOUND_TEXTS }),
    },
  }
}
