import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Lang } from '~/lib/languages'
import { HELP_ARTICLES } from '../help-articles'

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'
const link =
  'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200'

/** The help center's articles by category, each linking to its full text. */
export function HelpArticleList({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {HELP_ARTICLES.map((article) => (
        <li key={article.id} className={card}>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{i18n._(article.category)}</p>
          <h2 className="mt-2 text-xl font-bold">
            <Link to="/$lang/help/detail" params={{ lang }} hash={article.id} className={link}>
              {i18n._(article.title)}
            </Link>
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{i18n._(article.excerpt)}</p>
        </li>
      ))}
    </ul>
  )
}

/** Every help article in full, as numbered steps under its own anchor. */
export function HelpArticles() {
  const { i18n } = useLingui()
  return (
    <div className="mt-10 space-y-10">
      {HELP_ARTICLES.map((article) => (
        <article key={article.id} id={article.id} aria-labelledby={`${article.id}-title`} className={card}>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{i18n._(article.category)}</p>
          <h2 id={`${article.id}-title`} className="mt-2 text-2xl font-bold">
            {i18n._(article.title)}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{i18n._(article.excerpt)}</p>
          <ol className="mt-4 list-decimal space-y-2 pl-6">
            {article.steps.map((step) => (
              <li key={step.id}>{i18n._(step)}</li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  )
}
