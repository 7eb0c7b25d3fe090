import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Story } from '~/routes/$lang/customer/stories/$slug'
import { Route as Stories } from '~/routes/$lang/customer/stories/index'
import { Route as StorySingle } from '~/routes/$lang/customer/story-single'
import { CUSTOMER_STORY_SLUGS } from '~/site/content/slugs'
import { CLIENTS } from '~/site/client-facts'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the customer stories show from their data, in every language: the list with its count and
 * the clients' logos, a story with its quote, figures, services and more stories. Expected texts
 * are the English sources as each language's catalogs translate them; a story's own words and
 * figures are content (locales/<lang>/content/customer-stories), checked in the languages named.
 * Filtering, following the links and going back, the heads and the search are end to end
 * (tests/e2e/customers.spec.ts).
 */

const TOTAL = CUSTOMER_STORY_SLUGS.length

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

function h1(text: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text)
}

/** The parts every story shows, in its language. */
function storyParts(lang: Lang) {
  const figures = region(lang, 'Key figures')
  expect(within(region(lang, 'Services used')).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/${lang}/services/`)))
  expect(within(region(lang, 'More customer stories')).getAllByRole('heading', { level: 3 })).toHaveLength(3)
  expect(screen.getByRole('link', { name: say(lang, 'Start your project') })).toHaveAttribute('href', `/${lang}/contact`)
  expect(screen.getAllByRole('link', { name: say(lang, 'All customer stories') })[0]).toHaveAttribute('href', `/${lang}/customer/stories`)
  return { figures, quote: screen.getByRole('figure') }
}

describe.each(LANGUAGES)('customer stories (%s)', (lang) => {
  it(`${lang}: the list shows every story, the industries and the clients' logos leading to their stories`, async () => {
    await renderRoute(Stories, `/${lang}/customer/stories`)
    h1(say(lang, 'Customer stories'))
    expect(screen.getByRole('status')).toHaveTextContent(say(lang, '{total, plural, one {{count} of # story} other {{count} of # stories}}', { count: TOTAL, total: TOTAL }))
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(TOTAL)
    const industries = screen.getByRole('navigation', { name: say(lang, 'Industries') })
    expect(within(industries).getByRole('link', { name: say(lang, 'Machinery and equipment') })).toHaveAttribute('href', expect.stringMatching(/\?industry=manufacturing$/))
    // The logo's link, with a drawing for each theme (a story's card shows its client's logo too, not as a link).
    const logos = new Set(screen.getAllByRole('img', { name: 'Bergmann Logistik' }).flatMap((drawing) => drawing.closest('a') ?? []))
    expect([...logos].map((link) => link.getAttribute('href'))).toEqual([`/${lang}/customer/stories/bergmann-logistik-integration-hub`])
    // The logos are fictional companies, and a line under them says so.
    expect(within(region(lang, 'The companies behind the stories')).getByRole('list')).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))
    // Every quoted customer is marked as a fictional example.
    for (const card of screen.getAllByRole('article')) expect(within(card).getByText(say(lang, 'Fictional example'))).toBeInTheDocument()
  })

  it(`${lang}: a story shows its quote, its figures, the services used and more stories`, async () => {
    await renderRoute(Story, `/${lang}/customer/stories/ege-makina-production-planning`)
    const { quote } = storyParts(lang)
    expect(within(quote).getByText('Burcu Tekin')).toBeInTheDocument()
    expect(within(quote).getByText(say(lang, 'Fictional example'))).toBeInTheDocument()
  })

  it(`${lang}: the second story layout shows the newest story, with the parts of every story`, async () => {
    await renderRoute(StorySingle, `/${lang}/customer/story-single`)
    expect(storyParts(lang).figures).not.toBeEmptyDOMElement()
  })
})

/** A story's own words and figures are content, written in each language (and its numbers). */
describe('customer stories: their content', () => {
  it('en: the list shows the Ege Makina story', async () => {
    await renderRoute(Stories, '/en/customer/stories')
    expect(screen.getByRole('heading', { level: 2, name: 'Ege Makina plans its shop floor in hours instead of a week' })).toBeInTheDocument()
  })

  it('en: a story with its quote, its figures and the services used', async () => {
    await renderRoute(Story, '/en/customer/stories/ege-makina-production-planning')
    const { figures, quote } = storyParts('en')
    h1('Ege Makina plans its shop floor in hours instead of a week')
    expect(within(quote).getByText(/For the first time, the date we give a customer comes from the plan and not from hope/)).toBeInTheDocument()
    expect(within(figures).getByText(`${CLIENTS['ege-makina'].figures.onTimePercent}%`)).toBeInTheDocument()
    expect(within(figures).getByText('of machines delivered on time')).toBeInTheDocument()
    expect(within(figures).getByText('3 hours')).toBeInTheDocument()
    expect(within(region('en', 'Services used')).getByRole('link', { name: 'ERP and production planning' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/services\//))
  })

  it('tr: a story in Turkish, with Turkish numbers', async () => {
    await renderRoute(Story, '/tr/customer/stories/ege-makina-production-planning')
    const { figures, quote } = storyParts('tr')
    h1('Ege Makina üretim sahasını bir haftada değil, birkaç saatte planlıyor')
    expect(within(quote).getByText(/İlk kez müşteriye verdiğimiz tarih/)).toBeInTheDocument()
    expect(within(figures).getByText(`%${CLIENTS['ege-makina'].figures.onTimePercent}`)).toBeInTheDocument()
    expect(within(figures).getByText('3 saat')).toBeInTheDocument()
  })

  it('de: a story in German, with German numbers', async () => {
    await renderRoute(Story, '/de/customer/stories/bergmann-logistik-integration-hub')
    const { figures, quote } = storyParts('de')
    h1('Bergmann Logistik bindet neue Kunden in Tagen statt in Monaten an')
    expect(within(quote).getByText(/Früher haben wir Ausschreibungen wegen der Integration verloren/)).toBeInTheDocument()
    expect(within(figures).getByText(/^99,95\s%$/)).toBeInTheDocument()
    expect(within(figures).getByText('Verfügbarkeit des Hubs im letzten Jahr')).toBeInTheDocument()
  })

  it('en: the second story layout shows the newest story', async () => {
    await renderRoute(StorySingle, '/en/customer/story-single')
    const { figures } = storyParts('en')
    h1('Bergmann Logistik connects a new customer in days, not months')
    expect(within(figures).getByText('99.95%')).toBeInTheDocument()
  })
})
