import { describe, expect, it } from 'vitest'
import { redirectScript, resolveLanguageRedirect } from './redirects'

describe('resolveLanguageRedirect', () => {
  it('leaves paths under a valid language alone', () => {
    expect(resolveLanguageRedirect('/tr', null)).toBeNull()
    expect(resolveLanguageRedirect('/de/contact?x=1', 'en')).toBeNull()
    expect(resolveLanguageRedirect('/en/anything/else', null)).toBeNull()
  })

  it('sends the empty path to the stored language, else Turkish', () => {
    expect(resolveLanguageRedirect('/', null)).toBe('/tr')
    expect(resolveLanguageRedirect('/', 'de')).toBe('/de')
    expect(resolveLanguageRedirect('', 'en')).toBe('/en')
  })

  it('ignores a stored value that is not a language', () => {
    expect(resolveLanguageRedirect('/', 'fr')).toBe('/tr')
    expect(resolveLanguageRedirect('/contact', 'EN')).toBe('/tr/contact')
  })

  it('keeps a known page when the language is missing or wrong', () => {
    expect(resolveLanguageRedirect('/contact', null)).toBe('/tr/contact')
    expect(resolveLanguageRedirect('/contact?ref=mail#form', 'de')).toBe('/de/contact?ref=mail#form')
    expect(resolveLanguageRedirect('/fr/contact', 'en')).toBe('/en/contact')
    expect(resolveLanguageRedirect('/contact/', null)).toBe('/tr/contact')
  })

  it('sends unknown un-prefixed paths to the home page', () => {
    expect(resolveLanguageRedirect('/nope', null)).toBe('/tr')
    expect(resolveLanguageRedirect('/nope/deeper?q=1', 'de')).toBe('/de')
  })

  it('lower-cases a language written in capitals', () => {
    expect(resolveLanguageRedirect('/EN/contact', null)).toBe('/en/contact')
    expect(resolveLanguageRedirect('/De', 'tr')).toBe('/de')
  })
})

describe('redirectScript', () => {
  function runScript(path: string, stored: string | null, removed: string[] = []): string | null {
    let target: string | null = null
    const url = new URL(path, 'https://example.test')
    const fakeLocation = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => {
        target = to
      },
    }
    const fakeStorage = { getItem: () => stored, removeItem: (key: string) => removed.push(key) }
    new Function('location', 'window', redirectScript)(fakeLocation, { localStorage: fakeStorage })
    return target
  }

  it('runs on its own, with the same rules, reading the stored language', () => {
    expect(runScript('/', null)).toBe('/tr')
    expect(runScript('/', '{"code":"de"}')).toBe('/de')
    expect(runScript('/contact', '{"code":"en"}')).toBe('/en/contact')
    expect(runScript('/EN/contact', null)).toBe('/en/contact')
    expect(runScript('/', 'not json')).toBe('/tr')
    expect(runScript('/en', null)).toBeNull()
  })

  // Issue 41: a stored value that fails is removed, a long one without being parsed.
  it('removes a stored language it cannot read', () => {
    const removed: string[] = []
    expect(runScript('/', 'not json', removed)).toBe('/tr')
    expect(runScript('/', JSON.stringify({ code: 'de', padding: 'x'.repeat(100_000) }), removed)).toBe('/tr')
    expect(runScript('/', '{"code":"de"}', removed)).toBe('/de')
    expect(removed).toEqual(['language', 'language'])
  })
})
