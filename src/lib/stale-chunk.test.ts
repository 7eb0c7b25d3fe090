import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForStaleChunk, routerReloadKey, STALE_CHUNK_RELOAD_KEY } from './stale-chunk'

function fakeLocation(pathname: string, search = '') {
  return { pathname, search, reload: vi.fn() } as unknown as Location & { reload: ReturnType<typeof vi.fn> }
}

const missing = (chunk: string) => new TypeError(`Failed to fetch dynamically imported module: https://x.test/assets/${chunk}.js`)

describe('stale chunks', () => {
  it('recognises the browsers’ messages for a chunk that did not load, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a-1.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.test/assets/a-1.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once per address, never twice in a row for the same one', () => {
    const storage = window.sessionStorage
    const contact = fakeLocation('/en/contact')
    expect(reloadOnceForStaleChunk(missing('contact-1'), contact, storage)).toBe(true)
    expect(contact.reload).toHaveBeenCalledTimes(1)
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('/en/contact')

    const again = fakeLocation('/en/contact')
    expect(reloadOnceForStaleChunk(missing('contact-1'), again, storage)).toBe(false)
    expect(again.reload).not.toHaveBeenCalled()

    const home = fakeLocation('/en')
    expect(reloadOnceForStaleChunk(missing('home-1'), home, storage)).toBe(true)
    expect(home.reload).toHaveBeenCalledTimes(1)
    storage.clear()
  })

  it('does not reload again after the router reloaded for the same error, and keeps the router from reloading after it', () => {
    const storage = window.sessionStorage
    storage.setItem(routerReloadKey(missing('contact-1')), '1')
    const contact = fakeLocation('/en/contact')
    expect(reloadOnceForStaleChunk(missing('contact-1'), contact, storage)).toBe(false)
    expect(contact.reload).not.toHaveBeenCalled()
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('/en/contact')

    const faq = fakeLocation('/en/faq')
    expect(reloadOnceForStaleChunk(missing('faq-1'), faq, storage)).toBe(true)
    expect(storage.getItem(routerReloadKey(missing('faq-1')))).toBe('1')
    storage.clear()
  })

  it('does not reload when session storage is unavailable (no guard against a loop)', () => {
    const location = fakeLocation('/en')
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => undefined } as unknown as Storage
    expect(reloadOnceForStaleChunk(missing('a-1'), location, broken)).toBe(false)
    expect(location.reload).not.toHaveBeenCalled()
  })
})
