import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'

/**
 * Where the shop delivers, by ISO 3166-1 alpha-2 code: Türkiye, the United Kingdom and the
 * countries of the European Union. The names come from the catalogs, so the prerendered page and
 * the browser write them alike.
 */
export const SHIPPING_COUNTRY_NAMES = {
  TR: msg`Türkiye`,
  GB: msg`United Kingdom`,
  AT: msg`Austria`,
  BE: msg`Belgium`,
  BG: msg`Bulgaria`,
  HR: msg`Croatia`,
  CY: msg`Cyprus`,
  CZ: msg`Czechia`,
  DK: msg`Denmark`,
  EE: msg`Estonia`,
  FI: msg`Finland`,
  FR: msg`France`,
  DE: msg`Germany`,
  GR: msg`Greece`,
  HU: msg`Hungary`,
  IE: msg`Ireland`,
  IT: msg`Italy`,
  LV: msg`Latvia`,
  LT: msg`Lithuania`,
  LU: msg`Luxembourg`,
  MT: msg`Malta`,
  NL: msg`Netherlands`,
  PL: msg`Poland`,
  PT: msg`Portugal`,
  RO: msg`Romania`,
  SK: msg`Slovakia`,
  SI: msg`Slovenia`,
  ES: msg`Spain`,
  SE: msg`Sweden`,
} as const satisfies Record<string, MessageDescriptor>

export type ShippingCountry = keyof typeof SHIPPING_COUNTRY_NAMES
export const SHIPPING_COUNTRIES = Object.keys(SHIPPING_COUNTRY_NAMES) as ShippingCountry[]
export const ShippingCountrySchema = v.picklist(SHIPPING_COUNTRIES)

export function isShippingCountry(code: string): code is ShippingCountry {
  return v.is(ShippingCountrySchema, code)
}

/** The countries with their names in the page's language, in that language's alphabetical order. */
export function shippingCountryOptions(i18n: I18n, lang: Lang): Array<{ code: ShippingCountry; name: string }> {
  const collator = new Intl.Collator(LOCALE_TAGS[lang].intl)
  return SHIPPING_COUNTRIES.map((code) => ({ code, name: i18n._(SHIPPING_COUNTRY_NAMES[code]) })).sort((a, b) => collator.compare(a.name, b.name))
}
