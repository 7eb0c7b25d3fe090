// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSlugs } from '~/site/content/slugs'
import { OPEN_JOB_COUNT } from '../navigation/menu'
import { jobPosting } from './job-posting'
import { applyHref } from './jobs'

describe('open positions', () => {
  it('are counted by the menu badge, one file each: the two of SPEC.md ("2 Jobs")', () => {
    expect(contentSlugs('jobs')).toEqual(['backend-developer', 'frontend-developer'])
    expect(OPEN_JOB_COUNT).toBe(2)
  })

  it('are applied for by email, with the opening in the subject', () => {
    expect(applyHref('Backend-Entwickler/in (.NET) & more')).toBe('mailto:kariyer@stormyazilim.com.tr?subject=Backend-Entwickler%2Fin%20(.NET)%20%26%20more')
  })
})

describe('jobPosting', () => {
  const headOffice = { id: 'eskisehir', address: 'Hoşnudiye Mah. Cengiz Topel Cad. No: 12, 26130 Tepebaşı' } as const
  const company = { name: 'Storm', legalName: 'Storm Yazılım ve Danışmanlık A.Ş.', headOffice }
  const options = { lang: 'en', url: 'https://example.com/en/career/x', company, offices: [headOffice, { id: 'istanbul', address: 'Maslak' }], origin: 'https://example.com' } as const
  const job = { title: 'Backend developer', description: 'APIs.', date: '2026-10-19', employment: 'full-time', offices: ['istanbul', 'berlin'] } as const

  it('names the places of its offices and the kind of employment', () => {
    const posting = jobPosting({ ...job, workplace: 'hybrid' }, options)
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Backend developer', datePosted: '2026-10-19', employmentType: 'FULL_TIME', hiringOrganization: { name: 'Storm' } })
    expect(posting.jobLocation.map((place) => place.address.addressCountry)).toEqual(['TR', 'DE'])
    expect(posting).not.toHaveProperty('jobLocationType')
    expect(posting).not.toHaveProperty('validThrough')
  })

  it('names the company by its registered name and head office in Eskişehir, and the street of each office', () => {
    const posting = jobPosting({ ...job, offices: ['eskisehir'], workplace: 'on-site', closes: '2027-01-31' }, options)
    expect(posting).toMatchObject({
      validThrough: '2027-01-31',
      hiringOrganization: { legalName: 'Storm Yazılım ve Danışmanlık A.Ş.', address: { addressLocality: 'Eskişehir', streetAddress: expect.stringContaining('26130 Tepebaşı') } },
      jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('Cengiz Topel Cad.'), addressLocality: 'Eskişehir', addressCountry: 'TR' } }],
    })
  })

  it('opens a remote job to applicants in the countries of its offices', () => {
    const posting = jobPosting({ ...job, offices: ['eskisehir', 'istanbul'], workplace: 'remote' }, options)
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [{ '@type': 'Country', name: 'TR' }] })
  })
})
