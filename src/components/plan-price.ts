import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { PLANS, plansWith, type Plan } from '~/site/plans'
import { PRODUCT_NAMES, type ProductSlug } from '~/site/product-line'

const formats = new Map<Lang, Intl.NumberFormat>()

/** A plan's price: whole US dollars, with the `$` placed the way the language writes money ("$149", "149 $"). */
export function formatPlanPrice(cents: number, lang: Lang): string {
  let format = formats.get(lang)
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })
    formats.set(lang, format)
  }
  return format.format(cents / 100)
}

/** Plans' names as a list in the language ("Business and Enterprise", "İşletme ve Kurumsal"). */
export function planNames(plans: readonly Plan[], lang: Lang, i18n: I18n): string {
  return new Intl.ListFormat(LOCALE_TAGS[lang].intl, { type: 'conjunction' }).format(plans.map((plan) => i18n._(plan.name)))
}

/**
 * The sentence a product's page says about its price, from the plans (src/site/plans.ts): the
 * plans that include it and what the smallest of them costs a month.
 */
export function includedInPlans(product: ProductSlug, lang: Lang, i18n: I18n): string {
  const plans = plansWith(product)
  const names = planNames(plans, lang, i18n)
  const name = PRODUCT_NAMES[product]
  const cents = plans[0]?.monthlyCents ?? null
  if (cents === null) {
    return i18n._(msg({ message: `${name} is included in ${names}, priced for your company.`, comment: 'A product page: which pricing plans include the product ({name}); {names} is a list of plan names.' }))
  }
  const price = formatPlanPrice(cents, lang)
  return i18n._(
    msg({
      message: `${name} is included in ${names}, from ${price} a month.`,
      comment: 'A product page: which pricing plans include the product ({name}); {names} is a list of plan names, {price} the smallest plan\'s monthly price in US dollars.',
    }),
  )
}

/** Every plan in a sentence each: its monthly price (or "priced for your company") and its products. */
export function plansSummary(lang: Lang, i18n: I18n): string {
  const list = new Intl.ListFormat(LOCALE_TAGS[lang].intl, { type: 'conjunction' })
  return PLANS.map((plan) => {
    const name = i18n._(plan.name)
    const products = list.format(plan.products.map((slug) => PRODUCT_NAMES[slug]))
    if (plan.monthlyCents === null) {
      return i18n._(msg({ message: `${name} is priced for your company and includes ${products}.`, comment: 'A pricing plan in one sentence; {name} is the plan, {products} a list of product names.' }))
    }
    const price = formatPlanPrice(plan.monthlyCents, lang)
    return i18n._(msg({ message: `${name} costs ${price} a month and includes ${products}.`, comment: 'A pricing plan in one sentence; {name} is the plan, {price} its monthly price in US dollars, {products} a list of product names.' }))
  }).join(' ')
}
