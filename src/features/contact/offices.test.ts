import { describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { COMPANY_CONTACT, formatOfficeAddress, HEAD_OFFICE, OFFICES, telHref } from './offices'
import type { Lang } from '~/lib/languages'
import { OFFICE_IDS } from '~/site/office-ids'

describe('offices', () => {
  it('lists the Eskişehir head office first, then Istanbul, Berlin and London', () => {
    expect(OFFICES.map((office) => office.id)).toEqual(['eskisehir', 'istanbul', 'berlin', 'london'])
    // The ids a team member's office is checked against at build time.
    expect(OFFICES.map((office) => office.id)).toEqual(OFFICE_IDS)
    expect(OFFICES.filter((office) => office.headOffice)).toEqual([HEAD_OFFICE])
  })

  it('gives every office an illustration, an E.164 number and coordinates', () => {
    for (const office of OFFICES) {
      expect(office.image).toEqual({ src: `/images/contact/office-${office.id}.svg`, width: 480, height: 320 })
      expect(office.phone.e164).toMatch(/^\+[1-9]\d{6,14}$/)
      expect(office.phone.display.replace(/\D/g, '')).toBe(office.phone.e164.slice(1))
      expect(telHref(office.phone)).toBe(`tel:${office.phone.e164}`)
      expect(Math.abs(office.location.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(office.location.lon)).toBeLessThanOrEqual(180)
    }
  })

  it('names countries and cities in each language', async () => {
    const names = async (lang: Lang) => {
      const i18n = await loadI18n(lang)
      return OFFICES.map((office) => `${i18n._(office.cityName)}, ${i18n._(office.countryName)}`)
    }
    expect(await names('en')).toEqual([
      'Eskişehir, Türkiye',
      'Istanbul, Türkiye',
      'Berlin, Germany',
      'London, United Kingdom',
    ])
    expect(await names('tr')).toEqual([
      'Eskişehir, Türkiye',
      'İstanbul, Türkiye',
      'Berlin, Almanya',
      'Londra, Birleşik Krallık',
    ])
    expect(await names('de')).toEqual([
      'Eskişehir, Türkei',
      'Istanbul, Türkei',
      'Berlin, Deutschland',
      'London, Vereinigtes Königreich',
    ])
  })

  it('gives the company contact block the head office address, in the reader’s language', async () => {
    expect(COMPANY_CONTACT.office).toBe(HEAD_OFFICE)
    expect(COMPANY_CONTACT.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    expect(formatOfficeAddress(HEAD_OFFICE, await loadI18n('en'))).toMatch(/, Eskişehir, Türkiye$/)
    const tr = await loadI18n('tr')
    expect(formatOfficeAddress(HEAD_OFFICE, tr)).toMatch(/, Eskişehir, Türkiye$/)
    expect(tr._(COMPANY_CONTACT.weekDays)).toBe('Pazartesi–Cuma, 09.00–18.00')
  })
})
