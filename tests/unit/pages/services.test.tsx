import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Service } from '~/routes/$lang/services/$slug'
import { Route as ServiceSingle } from '~/routes/$lang/services/single'
import { Route as ServicesGrid } from '~/routes/$lang/services/v1'
import { Route as ServicesByProblem } from '~/routes/$lang/services/v2'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the services pages show from their data, in every language: the grid, a service's steps,
 * posts, related services and the way to the contact page, the overview by problem. Expected texts
 * are the English sources as each language's catalogs translate them; the services' own words are
 * content (locales/<lang>/content/services), checked in one language. Following their links, their
 * heads and the site search are end to end (tests/e2e/services.spec.ts).
 */

/** The services' titles in each language (locales/<lang>/content/services/*.md). */
const TITLES = {
  web: { tr: 'Web uygulamaları', en: 'Web applications', de: 'Webanwendungen' },
  mobile: { tr: 'Mobil uygulamalar', en: 'Mobile applications', de: 'Mobile Apps' },
} as const

/** The overview's groups (src/features/services/groups.ts) and their services' names in German (content). */
const GROUPS = [
  ['Build the products your customers use', ['Webanwendungen', 'Mobile Apps', 'Desktop-Software']],
  ['Connect your systems and understand your data', ['KI-Lösungen', 'Integration', 'Daten und Reporting']],
  ['Run and operate without surprises', ['DevOps und Cloud', 'IoT']],
] as const

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

describe.each(LANGUAGES)('services pages (%s)', (lang) => {
  it(`${lang}: the services grid shows eight services, each a link to its page`, async () => {
    await renderRoute(ServicesGrid, `/${lang}/services/v1`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Our services'))
    const cards = within(region(lang, 'Our services')).getAllByRole('listitem')
    expect(cards).toHaveLength(8)
    expect(screen.getByRole('link', { name: TITLES.web[lang] })).toHaveAttribute('href', `/${lang}/services/web`)
  })

  it(`${lang}: a service shows its steps, the blog's posts on its subjects, three related services and a way to start a project`, async () => {
    await renderRoute(Service, `/${lang}/services/web`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES.web[lang])
    const steps = within(region(lang, 'How we work')).getAllByRole('listitem')
    expect(steps).toHaveLength(4)
    expect(within(region(lang, 'From our blog')).getAllByRole('link').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: say(lang, 'Start your project') })).toHaveAttribute('href', `/${lang}/contact`)
    const related = region(lang, 'Related services')
    expect(within(related).getAllByRole('listitem')).toHaveLength(3)
    expect(within(related).getByRole('link', { name: TITLES.mobile[lang] })).toHaveAttribute('href', `/${lang}/services/mobile`)
  })

  it(`${lang}: the second overview groups the services by the problem they solve, with the four steps of a project`, async () => {
    await renderRoute(ServicesByProblem, `/${lang}/services/v2`)
    for (const [title, services] of GROUPS) expect(within(region(lang, title)).getAllByRole('heading', { level: 3 })).toHaveLength(services.length)
    expect(within(region(lang, 'How a project with us runs')).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByRole('link', { name: 'IoT' })).toHaveAttribute('href', `/${lang}/services/iot`)
  })

  it(`${lang}: the single service layout shows the first service`, async () => {
    await renderRoute(ServiceSingle, `/${lang}/services/single`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES.web[lang])
  })
})

describe('services pages: their content in one language', () => {
  it('en: the web applications service shows its timeline, its first step and a post on its subjects', async () => {
    await renderRoute(Service, '/en/services/web')
    expect(screen.getByText('10–16 weeks to a first release')).toBeInTheDocument()
    expect(within(region('en', 'How we work')).getAllByRole('listitem')[0]).toHaveTextContent('Discovery workshop (1 week)')
    expect(within(region('en', 'From our blog')).getByRole('link', { name: /^Fast on a cheap phone/ })).toBeInTheDocument()
  })

  it('de: the second overview names the services of each group in order', async () => {
    await renderRoute(ServicesByProblem, '/de/services/v2')
    for (const [title, services] of GROUPS) {
      expect(
        within(region('de', title))
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(services)
    }
  })
})
