import { jobPosting } from '~/features/content-pages/job-posting'
import { JOB_NOT_FOUND_TEXTS, OFFICE_LABELS } from '~/features/content-pages/jobs'
import { loadJobs, type JobSummary } from '~/features/content-pages/load'
import { pageHead } from '~/features/seo/head'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import { getI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { localPath } from '~/site/pages'
import { jsonLdScript } from '../../-components/json-ld'
import type { ItemHeads } from '../../-components/item-heads'

/** An opening's head: its own title, description and address, and its JobPosting. */
function jobHead(lang: Lang, job: JobSummary) {
  const i18n = getI18n(lang)
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const page = `career/single?job=${job.slug}`
  const posting = jobPosting(job, { lang, url: origin + localPath(lang, page), organization: brandName(hostSeo(new URL(origin).host), lang), origin })
  return pageHead(
    { params: { lang }, match: { pathname: localPath(lang, page) } },
    { item: { title: job.title, description: job.description, keywords: [job.title, ...job.offices.map((office) => i18n._(OFFICE_LABELS[office]))] }, jsonLd: jsonLdScript(posting).children },
  )
}

type Head = ReturnType<typeof pageHead>

/** The job page's data: every opening's summary and, in the browser, the head of each (./single.tsx). */
export async function loadJobPage(lang: Lang): Promise<{ jobs: JobSummary[]; heads?: ItemHeads<Head> }> {
  const jobs = await loadJobs(lang)
  if (typeof window === 'undefined') return { jobs }
  return {
    jobs,
    heads: {
      items: Object.fromEntries(jobs.map((job) => [job.slug, jobHead(lang, job)])),
      notFound: pageHead({ params: { lang }, match: { pathname: localPath(lang, 'career/single') } }, { item: undefined, notFound: JOB_NOT_FOUND_TEXTS }),
    },
  }
}
