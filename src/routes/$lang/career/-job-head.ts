import { jobPosting } from '~/features/content-pages/job-posting'
import { JOB_NOT_FOUND_TEXTS, OFFICE_LABELS } from '~/features/content-pages/jobs'
import type { JobSummary } from '~/features/content-pages/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import { getI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { localPath } from '~/site/pages'
import { jsonLdScript } from '../../-components/json-ld'
import { pageHead } from '../../-components/page-head'

/**
 * The job page's head: the registry's while it offers every opening (as prerendered), the
 * opening's own title, description, address and JobPosting once its address names one, and
 * `noindex` for a name no opening has.
 */
export function jobHead(lang: Lang, slug: string | undefined, jobs: readonly JobSummary[] | undefined) {
  if (slug === undefined || jobs === undefined) return pageHead(lang, 'career/single')
  const job = jobs.find((item) => item.slug === slug)
  if (job === undefined) {
    return routeHead({ lang, page: 'career/single', ...JOB_NOT_FOUND_TEXTS, noindex: true })
  }
  const i18n = getI18n(lang)
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const page = `career/single?job=${job.slug}`
  const head = seoHead(env.VITE_SITE_URL, { lang, page, title: job.title, description: job.description, keywords: [job.title, ...job.offices.map((office) => i18n._(OFFICE_LABELS[office]))], noindex: false })
  const posting = jobPosting(job, { lang, url: origin + localPath(lang, page), organization: brandName(hostSeo(new URL(origin).host), lang), origin })
  return { ...head, scripts: [jsonLdScript(posting)] }
}
