import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { Route as MobileApp } from '~/routes/$lang/demos/mobile-app'
import { Route as ProductLanding } from '~/routes/$lang/demos/product-landing'
import { Route as Pricing } from '~/routes/$lang/pricing'
import { Route as SaasPlan } from '~/routes/$lang/saas/v1'
import { Route as SaasInsight } from '~/routes/$lang/saas/v2'
import { Route as SaasLink } from '~/routes/$lang/saas/v3'
import { Route as SaasEnergy } from '~/routes/$lang/saas/v4'
import { Route as SaasSuite } from '~/routes/$lang/saas/v5'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * The one pricing model (src/site/plans.ts) as the pages quote it, in every language: the pricing
 * page's plans with their products, prices in US dollars written the language's way, the most
 * chosen plan, the saving, the FAQ and the way to act; the SaaS and product pages name the same
 * plans and amounts. The amounts are written out here as each language writes them (Intl), so a
 * price changed in the source or formatted another way fails. Switching and the phone layout are
 * end to end (tests/e2e/content-pages.spec.ts).
 */

const PRICES: Record<Lang, { starter: string; business: string; businessYear: string }> = {
  en: { starter: '$49', business: '$149', businessYear: '$1,490' },
  tr: { starter: '$49', business: '$149', businessYear: '$1.490' },
  de: { starter: '49 $', business: '149 $', businessYear: '1.490 $' },
}

/** A product's name alone (a plan's list item), not a sentence that starts with one. */
const PRODUCT = /^Storm (?:Plan|Field|Link|Insight|Sense)$/

const PLAN_NAMES = { starter: 'Starter', business: 'Business', enterprise: 'Enterprise' } as const

function planList(lang: Lang, ids: readonly (keyof typeof PLAN_NAMES)[]) {
  return new Intl.ListFormat(LOCALE_TAGS[lang].intl, { type: 'conjunction' }).format(ids.map((id) => say(lang, PLAN_NAMES[id])))
}

/** Normalises the narrow no-break space Intl puts between a figure and a sign in some languages. */
function plain(text: string | null) {
  return (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ')
}

function card(lang: Lang, id: keyof typeof PLAN_NAMES, level = 2) {
  const heading = screen.getByRole('heading', { level, name: say(lang, PLAN_NAMES[id]) })
  const item = heading.closest('li')
  if (item === null) throw new Error(`no card for ${id}`)
  return item
}

describe.each(LANGUAGES)('the plans (%s)', (lang) => {
  it(`${lang}: the pricing page prices each plan in US dollars, names its products, marks the most chosen and leads to act on it`, async () => {
    await renderRoute(Pricing, `/${lang}/pricing`)
    const starter = card(lang, 'starter')
    const business = card(lang, 'business')
    const enterprise = card(lang, 'enterprise')
    expect(plain(starter.textContent)).toContain(PRICES[lang].starter)
    expect(plain(business.textContent)).toContain(PRICES[lang].business)
    expect(enterprise).toHaveTextContent(say(lang, 'Priced for your company'))
    // Each plan names the Storm products it includes.
    expect(within(starter).getAllByText(PRODUCT).map((item) => item.textContent)).toEqual(['Storm Field'])
    expect(within(business).getAllByText(PRODUCT).map((item) => item.textContent)).toEqual(['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight'])
    expect(within(enterprise).getAllByText(PRODUCT).map((item) => item.textContent)).toEqual(['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight', 'Storm Sense'])
    expect(within(starter).getByText(say(lang, '{users, plural, one {Up to # user} other {Up to # users}}', { users: 10 }))).toBeInTheDocument()
    // The most chosen plan says so in words, not by its colour alone.
    expect(business).toHaveTextContent(say(lang, 'Most chosen'))
    expect(starter).not.toHaveTextContent(say(lang, 'Most chosen'))
    // The switch promises the saving the plans give.
    const group = screen.getByRole('group', { name: say(lang, 'Billing period') })
    expect(within(group).getByRole('button', { name: say(lang, '{months, plural, one {Yearly (# month free)} other {Yearly (# months free)}}', { months: 2 }) })).toHaveAttribute('aria-pressed', 'false')
    // Self-serve plans open the request form with the plan chosen; Enterprise talks to sales.
    expect(within(starter).getByRole('link', { name: say(lang, 'Choose {name}', { name: say(lang, 'Starter') }) })).toHaveAttribute('href', `/${lang}/pricing?plan=starter#plan-request`)
    expect(within(business).getByRole('link', { name: say(lang, 'Choose {name}', { name: say(lang, 'Business') }) })).toHaveAttribute('href', `/${lang}/pricing?plan=business#plan-request`)
    expect(within(enterprise).getByRole('link', { name: say(lang, 'Talk to sales') })).toHaveAttribute('href', `/${lang}/contact`)
  })

  it(`${lang}: the pricing page compares the plans, answers the buyers' questions and has the request form`, async () => {
    await renderRoute(Pricing, `/${lang}/pricing?plan=business`)
    const table = screen.getByRole('table', { name: say(lang, 'Features included in each plan') })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([say(lang, 'Feature'), ...['starter', 'business', 'enterprise'].map((id) => say(lang, PLAN_NAMES[id as keyof typeof PLAN_NAMES]))])
    expect(within(table).getAllByRole('rowheader').slice(0, 5).map((header) => header.textContent)).toEqual(['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight', 'Storm Sense'])
    // On a phone the same comparison is one card per plan.
    expect(within(screen.getByRole('list', { name: say(lang, 'Features included in each plan') })).getAllByRole('listitem')).toHaveLength(3)
    const questions = screen.getByRole('region', { name: say(lang, 'Questions about the plans') })
    for (const question of ['What is included in a plan?', 'How does billing work?', 'Can we switch plans?', 'Are the prices with or without VAT?', 'How do we cancel?']) {
      expect(within(questions).getByText(say(lang, question))).toBeInTheDocument()
    }
    expect(within(questions).getByText(say(lang, 'Monthly or yearly, in US dollars, by invoice or card. A yearly plan is billed once and costs {paidMonths} monthly payments.', { paidMonths: 10 }))).toBeInTheDocument()
    const request = await screen.findByRole('form', { name: say(lang, 'Request your plan') })
    // The address's plan is chosen once the page runs.
    expect(await within(request).findByRole('radio', { name: say(lang, 'Business'), checked: true })).toBeInTheDocument()
  })

  it(`${lang}: /saas/v1 shows only the plans with Storm Plan, at the pricing page's prices`, async () => {
    await renderRoute(SaasPlan, `/${lang}/saas/v1`)
    expect(screen.getByRole('heading', { level: 2, name: say(lang, 'Storm Plan is included in {names}', { names: planList(lang, ['business', 'enterprise']) }) })).toBeInTheDocument()
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(names).toContain(say(lang, 'Business'))
    expect(names).toContain(say(lang, 'Enterprise'))
    expect(names).not.toContain(say(lang, 'Starter'))
    expect(plain(card(lang, 'business', 3).textContent)).toContain(PRICES[lang].business)
  })

  it(`${lang}: the SaaS and product pages quote the same plans and monthly prices`, async () => {
    const from = (product: string, ids: readonly (keyof typeof PLAN_NAMES)[], price: string) => say(lang, '{name} is included in {names}, from {price} a month.', { name: product, names: planList(lang, ids), price })
    const onRequest = (product: string) => say(lang, '{name} is included in {names}, priced for your company.', { name: product, names: planList(lang, ['enterprise']) })
    const shows = (text: string) => {
      expect(plain(document.body.textContent)).toContain(plain(text))
      cleanup()
    }

    await renderRoute(SaasInsight, `/${lang}/saas/v2`)
    shows(from('Storm Insight', ['business', 'enterprise'], PRICES[lang].business))
    await renderRoute(SaasLink, `/${lang}/saas/v3`)
    shows(from('Storm Link', ['business', 'enterprise'], PRICES[lang].business))
    await renderRoute(SaasEnergy, `/${lang}/saas/v4`)
    shows(onRequest('Storm Sense'))
    await renderRoute(SaasSuite, `/${lang}/saas/v5`)
    shows(say(lang, '{name} costs {price} a month and includes {products}.', { name: say(lang, 'Starter'), price: PRICES[lang].starter, products: 'Storm Field' }))
    await renderRoute(MobileApp, `/${lang}/demos/mobile-app`)
    shows(from('Storm Field', ['starter', 'business', 'enterprise'], PRICES[lang].starter))
    await renderRoute(ProductLanding, `/${lang}/demos/product-landing`)
    shows(onRequest('Storm Sense'))
  })
})
