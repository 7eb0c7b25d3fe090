import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MenuLink } from '~/features/navigation/components/menu-link'
import { menuTree } from '~/features/navigation/menu'
import { getI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { createQueryClient } from '~/lib/query-client'
import { Footer } from '~/routes/-components/footer'
import { routeTree } from '~/routeTree.gen'
import { localPath, SITE_PAGES } from '~/site/pages'
import { PageLink } from './page-link'

function siteRouter(path: string) {
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient: createQueryClient() } })
}

/** What the router warned about (a link built through another route than its page's own). */
function routerWarnings(warn: { mock: { calls: unknown[][] } }): string[] {
  return warn.mock.calls.map((call) => String(call[0])).filter((message) => /Generated path|matched route/.test(message))
}

// Every registry page linked in every language, under the site's own route tree: each link leads to
// its page's address, and the router builds it without a warning (a link built through another
// route than the page's own fills the dev console with "Generated path … matched route … instead").
describe('PageLink', () => {
  afterEach(() => vi.restoreAllMocks())

  it("links every page of the registry to its address, through the page's own route", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = siteRouter('/en')
    const pages = LANGUAGES.flatMap((lang) => SITE_PAGES.map((page) => ({ lang, page })))
    render(
      <RouterContextProvider router={router}>
        {pages.map(({ lang, page }) => (
          <PageLink key={`${lang}/${page}`} lang={lang} page={page}>{`${lang}/${page}`}</PageLink>
        ))}
      </RouterContextProvider>,
    )
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(pages.map(({ lang, page }) => localPath(lang, page)))
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([])
  })

  // The menus and the footer, as every page shows them: each entry a registry page, linked to its
  // address without a router warning, on a page of the site (the links are built from its match).
  it.each(LANGUAGES)("%s: the menus' and the footer's links lead to their pages without a router warning", (lang) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const entries = menuTree(lang).flatMap((group) => group.children)
    render(
      <RouterContextProvider router={siteRouter(`/${lang}/faq`)}>
        <I18nProvider i18n={getI18n(lang)}>
          <nav aria-label="menu">
            {entries.map((entry) => (
              <MenuLink key={entry.key} lang={lang} entry={entry} className="" />
            ))}
          </nav>
          <Footer lang={lang} />
        </I18nProvider>
      </RouterContextProvider>,
    )
    const menuLinks = within(screen.getByRole('navigation', { name: 'menu' })).getAllByRole('link')
    expect(menuLinks.map((link) => link.getAttribute('href'))).toEqual(entries.map((entry) => localPath(lang, entry.page)))
    const footerLinks = within(screen.getByRole('contentinfo')).getAllByRole('link')
    expect(footerLinks.length).toBeGreaterThan(20)
    expect(routerWarnings(warn)).toEqual([])
  })
})
