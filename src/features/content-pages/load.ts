import type { Lang } from '~/lib/languages'
import { loadEntries, loadHtml } from '~/site/content/collections'
import type { HelpArticleMeta, JobMeta } from '~/site/content/schemas'
import { categoryNeighbours } from './help-articles'

/** What the lists and the job pages show of a job: no body facts, so that loader data stays small. */
export type JobSummary = Pick<JobMeta, 'slug' | 'title' | 'description' | 'department' | 'offices' | 'workplace' | 'employment' | 'date' | 'closes'>
export type HelpArticleSummary = Pick<HelpArticleMeta, 'slug' | 'title' | 'description' | 'category' | 'updated' | 'order'>

/** The language's openings, newest first. */
export async function loadJobs(lang: Lang): Promise<JobSummary[]> {
  return (await loadEntries('jobs', lang)).map(({ slug, title, description, department, offices, workplace, employment, date, closes }) => ({
    slug,
    title,
    description,
    department,
    offices,
    workplace,
    employment,
    date,
    closes,
  }))
}

/** The language's help articles in the help center's order. */
export async function loadHelpArticles(lang: Lang): Promise<HelpArticleSummary[]> {
  return (await loadEntries('help-articles', lang)).map(({ slug, title, description, category, updated, order }) => ({ slug, title, description, category, updated, order }))
}

export interface JobPageData {
  job: JobSummary
  /** The body, rendered and checked at build time. */
  html: string
}

/** An opening with its body; null for no opening of that slug. */
export async function loadJobPage(lang: Lang, slug: string): Promise<JobPageData | null> {
  const [jobs, html] = await Promise.all([loadJobs(lang), loadHtml('jobs', lang, slug)])
  const job = jobs.find((candidate) => candidate.slug === slug)
  return job === undefined || html === null ? null : { job, html }
}

export interface HelpArticlePageData {
  article: HelpArticleSummary
  /** The body, rendered and checked at build time. */
  html: string
  /** The articles before and after it in its category. */
  previous: HelpArticleSummary | null
  next: HelpArticleSummary | null
}

/** A help article with its body and its neighbours in its category; null for no article of that slug. */
export async function loadHelpArticlePage(lang: Lang, slug: string): Promise<HelpArticlePageData | null> {
  const [articles, html] = await Promise.all([loadHelpArticles(lang), loadHtml('help-articles', lang, slug)])
  const article = articles.find((candidate) => candidate.slug === slug)
  return article === undefined || html === null ? null : { article, html, ...categoryNeighbours(articles, slug) }
}
