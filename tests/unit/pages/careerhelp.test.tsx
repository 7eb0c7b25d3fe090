import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Careers } from '~/routes/$lang/career/index'
import { Route as HelpCenter } from '~/routes/$lang/help/center'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the career page and the help center show from their data, in every language: every
 * opening and every article, each a link to its own page (`/career/<slug>`, `/help/<slug>`).
 * Expected texts are the English sources as each language's catalogs translate them; the
 * articles' titles are content. The item pages are tests/unit/pages/content-pages.test.tsx.
 */

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A message's words without the tags of its parts (<0>…</0>). */
function plain(lang: Lang, message: string, values: Record<string, unknown>) {
  return say(lang, message, values).replace(/<\/?\d+>/g, '')
}

describe.each(LANGUAGES)('career and help pages (%s)', (lang) => {
  it(`${lang}: the career page offers both openings, each a link to its own page`, async () => {
    await renderRoute(Careers, `/${lang}/career`)
    const [before = '', after = ''] = plain(lang, 'Read more about <0>{title}</0>', { title: '\u0000' }).split('\u0000')
    const readMore = new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`)
    const links = screen.getAllByRole('link', { name: readMore })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/${lang}/career/frontend-developer`, `/${lang}/career/backend-developer`])
  })

  it(`${lang}: the help center groups its articles by topic, Storm's products first, then the account and the demo shop`, async () => {
    await renderRoute(HelpCenter, `/${lang}/help/center`)
    const topics = ['Getting started with Storm products', 'Integrations and machine data', 'Users, plans and billing', 'Your account', 'The demo shop']
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(topics.map((topic) => say(lang, topic)))
    const articles = (topic: string) => within(region(lang, topic)).getAllByRole('link').map((link) => link.getAttribute('href'))
    const article = (slug: string) => `/${lang}/help/${slug}`
    expect(articles('Getting started with Storm products')).toEqual([
      article('first-steps-with-storm-plan'),
      article('rolling-out-storm-field'),
      article('first-reports-in-storm-insight'),
    ])
    expect(articles('Integrations and machine data')).toEqual([article('connecting-your-erp-with-storm-link'), article('connecting-machines-to-storm-sense')])
    expect(articles('Users, plans and billing')).toEqual([article('users-roles-and-single-sign-on'), article('plans-invoices-and-billing')])
    expect(articles('Your account')).toHaveLength(3)
    expect(articles('The demo shop')).toContain(article('paying-for-your-order'))
    expect(articles('The demo shop')).toHaveLength(3)
  })
})

it('de: the help center names its articles by their German titles (content)', async () => {
  await renderRoute(HelpCenter, '/de/help/center')
  expect(screen.getByRole('link', { name: 'Ihre Bestellung bezahlen' })).toHaveAttribute('href', '/de/help/paying-for-your-order')
})
