import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'
import { loadEntries, loadHtml } from '~/site/content/collections'
import type { HelpArticleMeta, JobMeta } from '~/site/content/schemas'

/** What the lists and the detail pages' heads show of a job: no body facts, so that loader data stays small. */
export type JobSummary = Pick<JobMeta, 'slug' | 'title' | 'description' | 'department' | 'offices' | 'workplace' | 'employment' | 'date'>
export type HelpArticleSummary = Pick<HelpArticleMeta, 'slug' | 'title' | 'description' | 'category' | 'updated' | 'order'>

/** The language's openings, newest first. */
export async function loadJobs(lang: Lang): Promise<JobSummary[]> {
  return (await loadEntries('jobs', lang)).map(({ slug, title, description, department, offices, workplace, employment, date }) => ({
    slug,
    title,
    description,
    department,
    offices,
    workplace,
    employment,
    date,
  }))
}

/** The language's help articles in the help center's order. */
export async function loadHelpArticles(lang: Lang): Promise<HelpArticleSummary[]> {
  return (await loadEntries('help-articles', lang)).map(({ slug, title, description, category, updated, order }) => ({ slug, title, description, category, updated, order }))
}

/**
 * The body of the job or article a detail page shows, as HTML rendered and checked at build time.
 * It loads in the browser once the page knows which one from its address: a static host serves the
 * page's one prerendered HTML whatever its search param, so that HTML can carry no item's body.
 */
export function bodyQuery(collection: 'jobs' | 'help-articles', lang: Lang, slug: string) {
  return queryOptions({
    queryKey: ['content', collection, lang, slug, 'html'],
    queryFn: () => loadHtml(collection, lang, slug),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
