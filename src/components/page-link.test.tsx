import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from '~/routeTree.gen'
import { localPath, SITE_PAGES } from '~/site/pages'
import { PageLink } from './page-link'

// Every registry page linked in every language, under the site's own route tree: each link leads to
// its page's address, and the router builds it without a warning (a link built through another
// route than the page's own fills the dev console with "Generated path … matched route … instead").
describe('PageLink', () => {
  afterEach(() => vi.restoreAllMocks())

  it("links every page of the registry to its address, through the page's own route", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/en'] }), context: { queryClient: createQueryClient() } })
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
})
