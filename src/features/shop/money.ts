import { LOCALE_TAGS, type Lang } from '~/lib/languages'

const formats = new Map<Lang, Intl.NumberFormat>()

/** Cents as dollars with the `$` symbol (SPEC.md §9), grouped and placed the way the language writes money. */
export function formatMoney(cents: number, lang: Lang): string {
  let format = formats.get(lang)
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
    formats.set(lang, format)
  }
  return format.format(cents / 100)
}
