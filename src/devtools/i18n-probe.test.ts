import { describe, expect, it, vi } from 'vitest'
import { loadedCatalogs, loadI18n, missingMessages } from '~/lib/i18n'

// What the Languages panel reads from src/lib/i18n.ts (dev, demo and test builds).
describe('the Languages panel’s view of the catalogs', () => {
  it('lists the catalogs a language has loaded', async () => {
    await loadI18n('de', ['messages', 'legal'])
    // Other tests of this worker may have loaded more (tests/setup.ts): each is listed once.
    const catalogs = loadedCatalogs('de')
    expect(catalogs).toEqual(expect.arrayContaining(['messages', 'legal']))
    expect(new Set(catalogs).size).toBe(catalogs.length)
  })

  it('records a message a page asked for that the loaded catalogs lack, with its language', async () => {
    // It is logged as an error too (src/lib/i18n.test.ts).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const i18n = await loadI18n('de', ['messages'])
    const before = missingMessages.length
    i18n._('devtools.no-such-message')
    expect(missingMessages.slice(before)).toEqual([{ lang: 'de', id: 'devtools.no-such-message', path: expect.any(String) }])
    expect(logged).toHaveBeenCalledTimes(1)
  })
})
