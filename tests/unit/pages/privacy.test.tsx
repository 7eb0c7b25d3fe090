import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { Route as Privacy } from '~/routes/$lang/privacy'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the privacy page says, in every language: each key the site stores, as a row of its table,
 * and each service a purpose loads. The consent banner, the analytics and the headers are end to end
 * (tests/e2e/privacy.spec.ts).
 */
describe.each(LANGUAGES)('privacy page (%s)', (lang) => {
  it(`${lang}: says what is stored and what each purpose loads`, async () => {
    await renderRoute(Privacy, `/${lang}/privacy`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Privacy'))
    for (const key of ['language', 'storm-theme', 'storm-cart', 'storm-wishlist', 'storm-consent', 'storm-visitor-id', 'storm-session']) {
      expect(screen.getByRole('rowheader', { name: key })).toBeInTheDocument()
    }
    const text = document.body.textContent ?? ''
    // The analytics host is the production build's configuration: tests/e2e/privacy.spec.ts.
    for (const service of ['api.allorigins.win', 'OpenStreetMap', 'YouTube', 'Vimeo']) expect(text).toContain(service)
  })
})
