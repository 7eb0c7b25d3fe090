import { screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { loadEntries } from '~/site/content/collections'
import { isSitePage, pageOfPath, pageTexts, type PagePath } from '~/site/pages'
import { PRODUCT_NAMES, PRODUCT_PAGES, PRODUCT_SLUGS } from '~/site/product-line'
import { say } from '../../../tests/e2e/catalogs'
import { renderWithProviders } from '../../../tests/render'
import { Footer } from './footer'

/**
 * What the footer shows in every language: the six link columns with their pages, the links
 * SPEC.md §2 asks of it, the app badges and the language switcher. Page names are the registry's
 * titles as the language's catalogs translate them; where it looks (collisions, axe, both themes)
 * is tests/e2e/layouts.spec.ts.
 */

async function renderFooter(lang: Lang) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Footer lang={lang} /> }),
    history: createMemoryHistory({ initialEntries: [`/${lang}`] }),
  })
  await renderWithProviders(<RouterProvider router={router} />, { lang })
  return screen.findByRole('contentinfo')
}

/** A column's links as [name, address] pairs. */
function column(footer: HTMLElement, lang: Lang, heading: string): [string, string | null][] {
  const list = within(footer).getByRole('list', { name: say(lang, heading) })
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')])
}

describe.each(LANGUAGES)('footer (%s)', (lang) => {
  it(`${lang}: six columns name Storm's products, services, customers, resources, company and legal pages, each leading to its page`, async () => {
    const i18n = await loadI18n(lang)
    const title = (path: PagePath) => i18n._(pageTexts(path).title)
    const registry = (...paths: PagePath[]) => paths.map((path): [string, string] => [title(path), `/${lang}/${path}`])
    const footer = await renderFooter(lang)

    const headings = ['Products', 'Services', 'Customers', 'Resources', 'Company', 'Legal']
    expect(within(footer).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings.map((heading) => say(lang, heading)))

    expect(column(footer, lang, 'Products')).toEqual([...PRODUCT_SLUGS.map((slug): [string, string] => [PRODUCT_NAMES[slug], `/${lang}/${PRODUCT_PAGES[slug]}`]), ...registry('saas/v5')])

    // The services under the titles of their own pages (their Markdown), after the overview.
    const [overview, ...services] = column(footer, lang, 'Services')
    expect(overview).toEqual(registry('services/v1')[0])
    const entries = await loadEntries('services', lang)
    expect(services.length).toBeGreaterThanOrEqual(4)
    for (const [name, href] of services) {
      const entry = entries.find((service) => href === `/${lang}/services/${service.slug}`)
      expect(entry?.title, `${href} is a service's page`).toBe(name)
    }

    expect(column(footer, lang, 'Customers')).toEqual(registry('customer/stories', 'portfolio/masonry', 'portfolio/showcase'))
    expect(column(footer, lang, 'Resources')).toEqual(registry('blog/grid', 'help/center', 'faq', 'pricing'))
    // "About us" leads to the richest about page: the company's story, milestones and figures.
    expect(column(footer, lang, 'Company')).toEqual([[say(lang, 'About us'), `/${lang}/about/v2`], ...registry('about/v3', 'team', 'career', 'contact')])
    expect(column(footer, lang, 'Legal')).toEqual(registry('legal-notice', 'privacy', 'terms-conditions'))
    expect(within(footer).getByRole('button', { name: say(lang, 'Privacy settings') })).toBeInTheDocument()
  })

  it(`${lang}: keeps what SPEC.md asks of the footer: its links, the logo home, the app badges of Storm Field, the languages; every link is a page of the site`, async () => {
    const i18n = await loadI18n(lang)
    const footer = await renderFooter(lang)
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
    for (const page of ['about/v2', 'contact', 'career', 'auth/sign-in', 'auth/sign-up', 'faq', 'blog/grid', 'terms-conditions']) expect(hrefs).toContain(`/${lang}/${page}`)
    const account = within(footer).getByRole('list', { name: say(lang, 'Your account') })
    expect(within(account).getByRole('link', { name: i18n._(pageTexts('auth/sign-in').title) })).toHaveAttribute('href', `/${lang}/auth/sign-in`)
    expect(within(account).getByRole('link', { name: i18n._(pageTexts('auth/sign-up').title) })).toHaveAttribute('href', `/${lang}/auth/sign-up`)
    expect(within(footer).getByRole('link', { name: say(lang, 'Storm, home page') })).toHaveAttribute('href', `/${lang}`)
    const badges = within(footer).getByRole('list', { name: say(lang, 'Storm Field, our app for field service teams') })
    expect(within(badges).getAllByRole('link')).toHaveLength(2)
    expect(within(within(footer).getByRole('navigation', { name: say(lang, 'Language') })).getAllByRole('link')).toHaveLength(3)
    for (const href of hrefs.filter((address) => address.startsWith('/'))) expect(isSitePage(pageOfPath(href)), href).toBe(true)
  })
})
