import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OfficeId } from '~/site/office-ids'

export type { OfficeId } from '~/site/office-ids'

/** A phone number in E.164 for `tel:` links, and as people write it locally. */
export interface PhoneNumber {
  e164: string
  display: string
}

export interface Office {
  id: OfficeId
  headOffice: boolean
  /** Illustration of the office, 480x320. */
  image: { src: string; width: number; height: number }
  countryName: MessageDescriptor
  cityName: MessageDescriptor
  /** Street and postcode as written locally; city and country are added from the names above. */
  address: string
  phone: PhoneNumber
  /** WGS 84 coordinates of the entrance, for the map. */
  location: { lat: number; lon: number }
}

function officeImage(id: OfficeId): Office['image'] {
  return { src: `/images/contact/office-${id}.svg`, width: 480, height: 320 }
}

// The addresses and numbers below are the client's to confirm; the foreign numbers are from the
// ranges reserved for fiction (Ofcom 020 7946 0xxx, Berlin 030 23125 xxx).
export const HEAD_OFFICE: Office = {
  id: 'eskisehir',
  headOffice: true,
  image: officeImage('eskisehir'),
  countryName: msg`Türkiye`,
  cityName: msg`Eskişehir`,
  address: 'Hoşnudiye Mah. Cengiz Topel Cad. No: 12, 26130 Tepebaşı',
  phone: { e164: '+902223350000', display: '+90 222 335 00 00' },
  location: { lat: 39.7767, lon: 30.5206 },
}

/** Every office, head office first. */
export const OFFICES: readonly Office[] = [
  HEAD_OFFICE,
  {
    id: 'istanbul',
    headOffice: false,
    image: officeImage('istanbul'),
    countryName: msg`Türkiye`,
    cityName: msg`Istanbul`,
    address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer',
    phone: { e164: '+902123350000', display: '+90 212 335 00 00' },
    location: { lat: 41.1086, lon: 29.0186 },
  },
  {
    id: 'berlin',
    headOffice: false,
    image: officeImage('berlin'),
    countryName: msg`Germany`,
    cityName: msg`Berlin`,
    address: 'Friedrichstraße 68, 10117',
    phone: { e164: '+493023125000', display: '+49 30 23125000' },
    location: { lat: 52.5112, lon: 13.3895 },
  },
  {
    id: 'london',
    headOffice: false,
    image: officeImage('london'),
    countryName: msg`United Kingdom`,
    cityName: msg`London`,
    address: '30 Finsbury Square, EC2A 1AG',
    phone: { e164: '+442079460000', display: '+44 20 7946 0000' },
    location: { lat: 51.5219, lon: -0.0869 },
  },
]

/** The company contact block (SPEC.md §3) shown by the footer and the contact page. */
export interface CompanyContact {
  office: Office
  phone: PhoneNumber
  email: string
  weekDays: MessageDescriptor
  weekEnds: MessageDescriptor
}

export const COMPANY_CONTACT: CompanyContact = {
  office: HEAD_OFFICE,
  phone: HEAD_OFFICE.phone,
  email: 'info@stormyazilim.com.tr',
  weekDays: msg`Monday to Friday, 09:00–18:00`,
  weekEnds: msg`Saturday and Sunday, technical support only`,
}

/** One-line postal address in the reader's language, e.g. "…, 26130 Tepebaşı, Eskişehir, Türkiye". */
export function formatOfficeAddress(office: Office, i18n: I18n): string {
  return `${office.address}, ${i18n._(office.cityName)}, ${i18n._(office.countryName)}`
}

export function telHref(phone: PhoneNumber): string {
  return `tel:${phone.e164}`
}
