import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as JobPage } from '~/routes/$lang/career/single'
import { Route as HelpCenter } from '~/routes/$lang/help/center'
import { Route as HelpArticle } from '~/routes/$lang/help/detail'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the job page and the help pages show from their data when no item is named, in every
 * language: every opening, every article, the help center's categories. Expected texts are the
 * English sources as each language's catalogs translate them; the articles' titles are content. An
 * item named by the address (`?job=`, `?article=`), with its head and its way back, is end to end
 * (tests/e2e/careerhelp.spec.ts).
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
  it(`${lang}: the job page without a job offers both openings, each a link to its own address`, async () => {
    await renderRoute(JobPage, `/${lang}/career/single`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Job details'))
    const [before = '', after = ''] = plain(lang, 'Read more about <0>{title}</0>', { title: '\u0000' }).split('\u0000')
    const readMore = new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`)
    const links = screen.getAllByRole('link', { name: readMore })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining([`/${lang}/career/single?job=frontend-developer`, `/${lang}/career/single?job=backend-developer`]))
    expect(links).toHaveLength(2)
  })

  it(`${lang}: the help center groups its articles by topic, Storm's products first, then the account and the demo shop`, async () => {
    await renderRoute(HelpCenter, `/${lang}/help/center`)
    const topics = ['Getting started with Storm products', 'Integrations and machine data', 'Users, plans and billing', 'Your account', 'The demo shop']
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(topics.map((topic) => say(lang, topic)))
    const articles = (topic: string) => within(region(lang, topic)).getAllByRole('link').map((link) => link.getAttribute('href'))
    const article = (slug: string) => `/${lang}/help/detail?article=${slug}`
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

  it(`${lang}: the help article page without an article offers them all`, async () => {
    await renderRoute(HelpArticle, `/${lang}/help/detail`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Help article'))
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/${lang}/help/detail?article=paying-for-your-order`)
  })
})

it('de: the help article page without an article names them by their German titles (content)', async () => {
  await renderRoute(HelpArticle, '/de/help/detail')
  expect(screen.getByRole('link', { name: 'Ihre Bestellung bezahlen' })).toHaveAttribute('href', '/de/help/detail?article=paying-for-your-order')
})
