import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { Route as ErrorPage } from '~/routes/$lang/error-404'
import { pageTexts, type PagePath } from '~/site/pages'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * The 404 page in every language: SPEC.md's words and way home, the site search, and the popular
 * pages under the titles the registry gives them. Searching from the keyboard is end to end
 * (tests/e2e/search.spec.ts).
 */
describe.each(LANGUAGES)('the 404 page (%s)', (lang) => {
  it(`${lang}: keeps SPEC.md's texts and way home, and offers the site search and popular pages`, async () => {
    await renderRoute(ErrorPage, `/${lang}/error-404`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Something gone wrong!'))
    expect(screen.getByText(say(lang, "The page you were looking for doesn't exist"))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: say(lang, 'Back to Homepage') })).toHaveAttribute('href', `/${lang}`)
    expect(await screen.findByRole('button', { name: say(lang, 'Search the site') })).toBeInTheDocument()

    const popular = screen.getByRole('navigation', { name: say(lang, 'Popular pages') })
    const links = within(popular).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/${lang}/services/v1`,
      `/${lang}/saas/v1`,
      `/${lang}/customer/stories`,
      `/${lang}/pricing`,
      `/${lang}/help/center`,
      `/${lang}/contact`,
    ])
    // Each named as the registry names the page (its title in the page's language, then its description).
    const named = (page: PagePath) => {
      const { title, description } = pageTexts(page)
      return `${say(lang, title.message ?? '')}${say(lang, description.message ?? '')}`
    }
    expect(links[3]).toHaveTextContent(named('pricing'))
    expect(links[5]).toHaveTextContent(named('contact'))
  })
})
