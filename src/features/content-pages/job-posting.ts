import type { Lang } from '~/lib/languages'
import type { JobMeta } from '~/site/content/schemas'

type Office = JobMeta['offices'][number]

/** The offices' places as schema.org writes them (ISO 3166 country codes). */
const OFFICE_PLACES: Record<Office, { addressLocality: string; addressCountry: string }> = {
  eskisehir: { addressLocality: 'Eskişehir', addressCountry: 'TR' },
  istanbul: { addressLocality: 'İstanbul', addressCountry: 'TR' },
  berlin: { addressLocality: 'Berlin', addressCountry: 'DE' },
  london: { addressLocality: 'London', addressCountry: 'GB' },
}

const EMPLOYMENT_TYPES: Record<JobMeta['employment'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
}

/**
 * A job's schema.org JobPosting, for search engines' job listings. A remote job is open to
 * applicants in the countries of its offices.
 */
export function jobPosting(job: Pick<JobMeta, 'title' | 'description' | 'date' | 'workplace' | 'employment'> & { offices: readonly Office[] }, options: { lang: Lang; url: string; organization: string; origin: string }) {
  const places = job.offices.map((office) => OFFICE_PLACES[office])
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.date,
    employmentType: EMPLOYMENT_TYPES[job.employment],
    inLanguage: options.lang,
    url: options.url,
    hiringOrganization: { '@type': 'Organization', name: options.organization, sameAs: options.origin },
    jobLocation: places.map((address) => ({ '@type': 'Place', address: { '@type': 'PostalAddress', ...address } })),
    ...(job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: [...new Set(places.map((place) => place.addressCountry))].map((name) => ({ '@type': 'Country', name })),
        }
      : {}),
  }
}
