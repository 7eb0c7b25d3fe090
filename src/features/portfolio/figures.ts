import type { CaseStudyResult } from '~/site/content/schemas'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { formatWithMinusSign } from '~/lib/numbers'

// Apart from the lists' logic, so that a study's page loads only this.
const UNITS: Record<Exclude<CaseStudyResult['unit'], null | 'x'>, { unit: string; display: 'short' | 'long' }> = {
  '%': { unit: 'percent', display: 'short' },
  ms: { unit: 'millisecond', display: 'short' },
  s: { unit: 'second', display: 'short' },
  min: { unit: 'minute', display: 'short' },
  h: { unit: 'hour', display: 'short' },
  d: { unit: 'day', display: 'long' },
  wk: { unit: 'week', display: 'long' },
  mo: { unit: 'month', display: 'long' },
}

/** A result's figure in the language's own way of writing numbers and units: `−38 %`, `−%38`, `2,4 sn.`, `4×`; a negative one with the minus sign (U+2212). */
export function formatFigure({ value, signed, unit }: Pick<CaseStudyResult, 'value' | 'signed' | 'unit'>, lang: Lang): string {
  const locale = LOCALE_TAGS[lang].intl
  const sign = signed ? 'exceptZero' : 'auto'
  if (unit === null || unit === 'x') {
    const number = formatWithMinusSign(new Intl.NumberFormat(locale, { signDisplay: sign, maximumFractionDigits: 2 }), value)
    return unit === 'x' ? `${number}×` : number
  }
  const { unit: name, display } = UNITS[unit]
  return formatWithMinusSign(new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: display, signDisplay: sign, maximumFractionDigits: 2 }), value)
}

/** Results as their strips show them: each figure written the language's way, with its label. */
export function formatResults(results: readonly CaseStudyResult[], lang: Lang): { value: string; label: string }[] {
  return results.map((result) => ({ value: formatFigure(result, lang), label: result.label }))
}
