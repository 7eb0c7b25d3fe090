import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadLayoutStudyPage, loadStudies, loadStudyPage } from '~/features/portfolio/load'
import { LANGUAGES } from '~/lib/languages'
import { Route as Study } from '~/routes/$lang/portfolio/$slug'
import { Route as CaseStudyV1 } from '~/routes/$lang/portfolio/case-study/v1'
import { Route as CaseStudyV2 } from '~/routes/$lang/portfolio/case-study/v2'
import { Route as List } from '~/routes/$lang/portfolio/list'
import { Route as Masonry } from '~/routes/$lang/portfolio/masonry'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the portfolio pages show from their data, in every language: the masonry's studies, a
 * study's results, sections, facts and gallery, and the two case study layouts. Expected texts are
 * the English sources as each language's catalogs translate them; a study's own words are its
 * content's. The filter, the gallery's large view, the neighbours and the head are end to end
 * (tests/e2e/portfolio.spec.ts).
 */
describe.each(LANGUAGES)('portfolio pages (%s)', (lang) => {
  it(`${lang}: the masonry shows its h1 and all six studies`, async () => {
    await renderRoute(Masonry, `/${lang}/portfolio/masonry`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Case studies'))
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.getAllByRole('article')).toHaveLength((await loadStudies(lang)).length)
    // Each study's client is marked as a fictional example.
    for (const card of screen.getAllByRole('article')) expect(within(card).getByText(say(lang, 'Fictional example'))).toBeInTheDocument()
  })

  it(`${lang}: the list shows every study as a row, its client marked as a fictional example`, async () => {
    await renderRoute(List, `/${lang}/portfolio/list`)
    for (const study of await loadStudies(lang)) {
      const row = screen.getByRole('link', { name: study.title }).closest('li')
      expect(row, study.slug).toHaveTextContent(say(lang, 'Fictional example'))
    }
  })

  it(`${lang}: a study shows its results, its facts and a gallery of three pictures`, async () => {
    const data = await loadStudyPage(lang, 'ege-makina-mrp-rollout')
    await renderRoute(Study, `/${lang}/portfolio/ege-makina-mrp-rollout`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data?.study.title ?? 'no study')
    expect(within(screen.getByRole('region', { name: say(lang, 'Project facts') })).getByText('PostgreSQL', { exact: true })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: say(lang, 'Project facts') })).getByText(say(lang, 'Fictional example'))).toBeInTheDocument()
    const pictures = within(screen.getByRole('region', { name: say(lang, 'Gallery') })).getAllByRole('button')
    expect(pictures).toHaveLength(3)
    // A picture's button is named by its text, and says it enlarges.
    expect(pictures[0]).toHaveAccessibleName(new RegExp(`${say(lang, '(enlarge)').replace(/[()]/g, '\\$&')}$`))
  })

  it(`${lang}: both case study layouts show the newest featured study; v2 puts the facts in a sidebar, v1 a picture`, async () => {
    const data = await loadLayoutStudyPage(lang)
    const { unmount } = await renderRoute(CaseStudyV2, `/${lang}/portfolio/case-study/v2`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data?.study.title ?? 'no study')
    expect(screen.getByRole('complementary', { name: say(lang, 'Project facts') })).toBeInTheDocument()
    unmount()
    await renderRoute(CaseStudyV1, `/${lang}/portfolio/case-study/v1`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data?.study.title ?? 'no study')
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0)
  })
})

describe('portfolio figures', () => {
  it('en: a study gives its results as the English figures, and its four sections', async () => {
    await renderRoute(Study, '/en/portfolio/ege-makina-mrp-rollout')
    const results = within(screen.getByRole('region', { name: 'Results at a glance' }))
    for (const figure of ['−38%', '4×', '11 months']) expect(results.getByText(figure, { exact: true })).toBeInTheDocument()
    // The sections are the study's own words (its content), in no catalog.
    for (const section of ['The challenge', 'The solution', 'The results', 'What came next']) expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("One ERP and MRP for Ege Makina's three plants in eleven months")
    expect(within(screen.getByRole('region', { name: 'Gallery' })).getAllByRole('button')[0]).toHaveAccessibleName(/^A planning board with production orders .*\(enlarge\)$/)
  })

  it('tr: the v2 layout names Kuzey Tekstil, its customer and a figure in Turkish notation', async () => {
    await renderRoute(CaseStudyV2, '/tr/portfolio/case-study/v2')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kuzey Tekstil her tezgâhı ve boya kazanını anlık görüyor')
    expect(within(screen.getByRole('complementary', { name: say('tr', 'Project facts') })).getByText(/Fabrika Müdürü, Kuzey Tekstil/)).toBeInTheDocument()
    expect(screen.getByText('%75', { exact: true })).toBeInTheDocument()
  })

  it('tr: the v1 layout shows the looms', async () => {
    await renderRoute(CaseStudyV1, '/tr/portfolio/case-study/v1')
    expect(screen.getByRole('img', { name: /dokuma tezgâhı sıraları/ })).toBeInTheDocument()
  })

  it('de: figures are written the German way', async () => {
    await renderRoute(Study, '/de/portfolio/nova-energy-data-platform')
    expect(screen.getByText(/^−42\s%$/)).toBeInTheDocument()
  })
})
