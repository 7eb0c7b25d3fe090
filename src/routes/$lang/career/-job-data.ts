import { LEGAL_ENTITY } from '~/features/contact/legal-entity'
import { OFFICES } from '~/features/contact/offices'
import { jobPosting } from '~/features/content-pages/job-posting'
import { OFFICE_LABELS } from '~/features/content-pages/jobs'
import { loadJobPage } from '~/features/content-pages/load'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import { getI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { jobPage, localPath } from '~/site/pages'
import { jsonLdScript } from '../../-components/json-ld'

/**
 * An opening's page data: the opening, its body, and what its head adds to the page's own (its
 * keywords and its JobPosting). Built with the loader, so that this code loads with the job page
 * (./$slug.tsx), not with every page as a route's `head` would.
 */
export async function loadJobPageData(lang: Lang, slug: string) {
  const data = await loadJobPage(lang, slug)
  if (data === null) return null
  const { job } = data
  const i18n = getI18n(lang)
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const company = { name: brandName(hostSeo(new URL(origin).host), lang), legalName: LEGAL_ENTITY.name, headOffice: LEGAL_ENTITY.headOffice }
  return {
    ...data,
    keywords: [job.title, ...job.offices.map((office) => i18n._(OFFICE_LABELS[office]))],
    /** Its JobPosting, as the text of its JSON-LD script. */
    jsonLd: jsonLdScript(jobPosting(job, { lang, url: origin + localPath(lang, jobPage(job.slug)), company, offices: OFFICES, origin })).children,
  }
}
