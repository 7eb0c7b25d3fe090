// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PLANS, type PlanId } from '../../src/site/plans.ts'
import { catalogTexts, contentFiles, LANGS, type Lang, type Text } from './texts.ts'
import { PRODUCT_NAMES, PRODUCT_SLUGS } from '../../src/site/product-line.ts'

// One pricing model (src/site/plans.ts): every catalog message and content file, in every language,
// quotes prices in US dollars only, and a sentence that names a plan gives that plan's price and
// products. Pure file reading (./texts.ts).

const texts: Text[] = LANGS.flatMap((lang) => catalogTexts(lang).concat(contentFiles(lang).map((file) => ({ where: file.path, lang, text: file.text }))))

// A price in another currency: a euro or lira sign, or the currency's code or word beside a figure
// ("a few hundred euros"); a currency named without a figure ("companies in lira, euro and pound") is no price.
const OTHER_CURRENCY = /€|₺|\d\s*(?:EUR|TRY|TL|Euro|Lira)\b|\b(?:EUR|TRY|Euro|Lira)\s*\d|(?:\d|hundred|yüz)\s*(?:euros?|avro\p{L}*)/iu

// A plan named as a plan, in each language's words (locales/<lang>/glossary.md).
const PLAN_WORDS: Record<Lang, Record<PlanId, RegExp>> = {
  en: { starter: /\bStarter plan/u, business: /\bBusiness plan/u, enterprise: /\bEnterprise plan/u },
  de: { starter: /\bStarter-Paket|Paket Starter/u, business: /\bBusiness-Paket|Paket Business/u, enterprise: /\bEnterprise-Paket|Paket Enterprise/u },
  tr: { starter: /Başlangıç paket/u, business: /İşletme paket/u, enterprise: /Kurumsal paket/u },
}

/** The sentences of a text (a catalog message is usually one or two). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/u)
}

/** Dollar amounts as whole dollars: $49, $1,490, 49 $, 1.490 $. */
function dollars(sentence: string): number[] {
  return [...sentence.matchAll(/\$\s?(\d{1,3}(?:[.,]\d{3})*)|(\d{1,3}(?:[.,]\d{3})*)\s?\$/gu)].map((match) => Number((match[1] ?? match[2] ?? '').replaceAll(/[.,]/g, '')))
}

describe('one pricing model in every text', () => {
  it('has found the catalogs and the content files', () => {
    expect(texts.filter((text) => text.where.endsWith('.md')).length).toBeGreaterThan(100)
    expect(texts.filter((text) => text.where.includes('.po')).length).toBeGreaterThan(1000)
  })

  it('quotes every price in US dollars', () => {
    expect(texts.filter((text) => OTHER_CURRENCY.test(text.text)).map((text) => `${text.where}: ${OTHER_CURRENCY.exec(text.text)?.[0]}`)).toEqual([])
  })

  it('gives a plan it names with a price that plan\'s price, and a product it names with a plan a plan that includes it', () => {
    const problems: string[] = []
    for (const text of texts) {
      for (const sentence of sentences(text.text)) {
        const named = PLANS.filter((plan) => PLAN_WORDS[text.lang][plan.id].test(sentence))
        if (named.length === 0) continue
        const prices = new Set(named.flatMap((plan) => [plan.monthlyCents, plan.yearlyCents].flatMap((cents) => (cents === null ? [] : [cents / 100]))))
        for (const amount of dollars(sentence)) if (!prices.has(amount)) problems.push(`${text.where}: $${amount} is no price of ${named.map((plan) => plan.id).join(', ')} in "${sentence}"`)
        for (const slug of PRODUCT_SLUGS) {
          if (!sentence.includes(PRODUCT_NAMES[slug])) continue
          if (!named.some((plan) => plan.products.includes(slug))) problems.push(`${text.where}: ${PRODUCT_NAMES[slug]} is in none of ${named.map((plan) => plan.id).join(', ')} in "${sentence}"`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('catches a price in euros, a wrong plan price and a product in a plan without it', () => {
    expect(OTHER_CURRENCY.test('usually €4,000 to €7,000')).toBe(true)
    expect(OTHER_CURRENCY.test('4.000–7.000 € arasındadır')).toBe(true)
    expect(OTHER_CURRENCY.test('birkaç yüz avroyla')).toBe(true)
    expect(OTHER_CURRENCY.test('One consolidation for companies in lira, euro and pound')).toBe(false)
    expect(dollars('The Starter plan costs $59 a month')).toEqual([59])
    expect(dollars('Das Business-Paket kostet 1.490 $ im Jahr')).toEqual([1490])
    expect(PLAN_WORDS.en.starter.test('It is included from the Starter plan, priced per technician.')).toBe(true)
    expect(PLANS.find((plan) => plan.id === 'starter')?.products).not.toContain('plan')
  })
})
