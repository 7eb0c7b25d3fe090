import { Trans, useLingui } from '@lingui/react/macro'
import { BreadcrumbTrail } from '~/components/breadcrumb'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { helpArticlePage, pageTexts } from '~/site/pages'
import { articlesByCategory, HELP_CATEGORY_LABELS } from '../help-articles'
import { formatDay } from '../format-day'
import type { HelpArticlePageData, HelpArticleSummary } from '../load'
import { ItemBody } from './item-body'
import { card, textLink } from './styles'

const neighbourClass =
  'block rounded-xl border border-slate-200 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400'

/** The help center's articles by category, each linking to its own page. */
export function HelpArticleList({ lang, articles }: { lang: Lang; articles: readonly HelpArticleSummary[] }) {
  const { i18n } = useLingui()
  return (
    <div className="mt-12 space-y-12">
      {articlesByCategory(articles).map(({ category, articles: items }) => (
        <section key={category} aria-labelledby={`help-${category}`}>
          <h2 id={`help-${category}`} className="text-2xl font-bold tracking-tight">
            {i18n._(HELP_CATEGORY_LABELS[category])}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {items.map((article) => (
              <li key={article.slug} className={card}>
                <h3 data-content className="text-xl font-bold">
                  <PageLink lang={lang} page={helpArticlePage(article.slug)} className={textLink}>
                    {article.title}
                  </PageLink>
                </h3>
                <p data-content className="mt-3 text-slate-600 dark:text-slate-300">
                  {article.description}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function BackToHelpCenter({ lang }: { lang: Lang }) {
  return (
    <PageLink lang={lang} page="help/center" className={textLink}>
      <Trans>All help articles</Trans>
    </PageLink>
  )
}

function Neighbour({ lang, article, rel }: { lang: Lang; article: HelpArticleSummary; rel: 'prev' | 'next' }) {
  return (
    <PageLink
      lang={lang}
      page={helpArticlePage(article.slug)}
      rel={rel}
      className={`${neighbourClass} ${rel === 'next' ? 'sm:col-start-2 sm:text-right' : ''}`}
    >
      <span className="block text-sm text-slate-600 dark:text-slate-300">{rel === 'prev' ? <Trans>Previous article</Trans> : <Trans>Next article</Trans>}</span>
      <span data-content className="font-semibold text-slate-900 dark:text-white">
        {article.title}
      </span>
    </PageLink>
  )
}

/** One help article's page: its steps, its neighbours in its category and the way back. */
export function HelpArticleView({ lang, data: { article, html, previous, next } }: { lang: Lang; data: HelpArticlePageData }) {
  const { t, i18n } = useLingui()
  const category = i18n._(HELP_CATEGORY_LABELS[article.category])
  const updated = formatDay(article.updated, lang)
  return (
    <article aria-labelledby="article-title" className="mx-auto max-w-3xl">
      <BreadcrumbTrail lang={lang} steps={[{ label: i18n._(pageTexts('help/center').title), page: 'help/center' }]} current={article.title} content />
      <p className="mt-8 text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">{category}</p>
      <h1 id="article-title" data-content className="mt-2 text-4xl font-extrabold tracking-tight text-balance hyphens-auto wrap-break-word sm:text-5xl">
        {article.title}
      </h1>
      <p data-content className="mt-4 text-xl text-slate-700 dark:text-slate-300">
        {article.description}
      </p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Updated <time dateTime={article.updated}>{updated}</time>
        </Trans>
      </p>
      <ItemBody html={html} />
      {(previous !== null || next !== null) && (
        <nav aria-label={t`More in ${category}`} className="mt-12 grid gap-4 sm:grid-cols-2">
          {previous !== null && <Neighbour lang={lang} article={previous} rel="prev" />}
          {next !== null && <Neighbour lang={lang} article={next} rel="next" />}
        </nav>
      )}
      <div className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
        <BackToHelpCenter lang={lang} />
        <PageLink lang={lang} page="contact" className={textLink}>
          <Trans>Still need help? Contact us</Trans>
        </PageLink>
      </div>
    </article>
  )
}
