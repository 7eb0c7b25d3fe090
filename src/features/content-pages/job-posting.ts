import type { Office } from '~/features/contact/offices'
import type { Lang } from '~/lib/languages'
import type { JobMeta } from '~/site/content/schemas'

type OfficeId = JobMeta['offices'][number]

/** The offices' cities and countries as schema.org writes them (ISO 3166 country codes). */
const OFFICE_PLACES: Record<OfficeId, { addressLocality: string; addressCountry: string }> = {
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

/** An office's postal address: its street and postcode as the contact page lists them. */
function postalAddress(office: Pick<Office, 'id' | 'address'>) {
  return { '@type': 'PostalAddress', streetAddress: office.address, ...OFFICE_PLACES[office.id] }
}

type PostedOffice = Pick<Office, 'id' | 'address'>

/** The company that hires: its brand, its registered name and its head office. */
export interface HiringCompany {
  name: string
  legalName: string
  headOffice: PostedOffice
}

/**
 * A job's schema.org JobPosting, for search engines' job listings: its front matter's facts (checked
 * by the content schema), its offices' addresses, and the company with its registered name and
 * head office (in Eskişehir: the legal entity's). A remote job is open to applicants in the countries of its offices.
 */
export function jobPosting(
  job: Pick<JobMeta, 'title' | 'description' | 'date' | 'workplace' | 'employment'> & { offices: readonly OfficeId[]; closes?: string | undefined },
  options: { lang: Lang; url: string; company: HiringCompany; offices: readonly PostedOffice[]; origin: string },
) {
  const addresses = job.offices.map((id) => {
    const office = options.offices.find((candidate) => candidate.id === id)
    return office === undefined ? { '@type': 'PostalAddress', ...OFFICE_PLACES[id] } : postalAddress(office)
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.date,
    ...(job.closes === undefined ? {} : { validThrough: job.closes }),
    employmentType: EMPLOYMENT_TYPES[job.employment],
    inLanguage: options.lang,
    url: options.url,
    hiringOrganization: { '@type': 'Organization', name: options.company.name, legalName: options.company.legalName, sameAs: options.origin, address: postalAddress(options.company.headOffice) },
    jobLocation: addresses.map((address) => ({ '@type': 'Place', address })),
    ...(job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: [...new Set(addresses.map((address) => address.addressCountry))].map((name) => ({ '@type': 'Country', name })),
        }
      : {}),
  }
}
