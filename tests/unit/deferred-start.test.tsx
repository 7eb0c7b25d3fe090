import { act } from '@testing-library/react'
import { useState, useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPILE_HINT, deferStart, eagerChunks, pageCatalogChunks, startPage, startScript, warmIntl, warmIntlScript } from '../../scripts/deferred-start'

const HYDRATED = 'data-hydrated'

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`

describe('deferStart (build step)', () => {
  it('replaces the entry script and the modulepreload links with the start script', () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/index-a.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/react-b.js" fetchPriority="low"/>',
      '<h1>Hi</h1><script type="module" async="" src="/assets/index-a.js"></script>',
    )
    expect(deferStart(html, HYDRATED)).toBe(
      page(
        '<link rel="stylesheet" href="/assets/app.css"/>',
        `<h1>Hi</h1><script data-entry="/assets/index-a.js" data-preload="/assets/index-a.js /assets/react-b.js">${startScript(HYDRATED)}</script>`,
      ),
    )
  })

  it('adds the page\'s catalogs, which hydration needs', () => {
    const html = page('', '<script type="module" async="" src="/assets/index-a.js"></script>')
    expect(deferStart(html, HYDRATED, ['/assets/messages-en.js', '/assets/shop-en.js'])).toContain(
      '<script data-entry="/assets/index-a.js" data-preload="/assets/messages-en.js /assets/shop-en.js">',
    )
  })

  it('names the worker that warms the Intl data, when the build has one', () => {
    const html = page('', '<script type="module" async="" src="/assets/index-a.js"></script>')
    expect(deferStart(html, HYDRATED, [], '/assets/intl-warmup-c.js')).toContain(
      '<script data-entry="/assets/index-a.js" data-preload="" data-intl="/assets/intl-warmup-c.js">',
    )
  })

  it('finds a page\'s catalogs by its language and area', () => {
    const chunks = new Map([
      ['en/messages', '/assets/messages-en.js'],
      ['de/messages', '/assets/messages-de.js'],
      ['en/home', '/assets/home-en.js'],
      ['en/shop', '/assets/shop-en.js'],
      ['en/account', '/assets/account-en.js'],
    ])
    expect(pageCatalogChunks('en/index.html', chunks)).toEqual(['/assets/messages-en.js', '/assets/home-en.js'])
    expect(pageCatalogChunks('en/shop/single/desk-lamp/index.html', chunks)).toEqual(['/assets/messages-en.js', '/assets/shop-en.js'])
    expect(pageCatalogChunks('en/account/wishlist/index.html', chunks)).toEqual(['/assets/messages-en.js', '/assets/shop-en.js', '/assets/account-en.js'])
    expect(pageCatalogChunks('de/contact/index.html', chunks)).toEqual(['/assets/messages-de.js'])
    expect(pageCatalogChunks('index.html', chunks)).toEqual([])
  })

  it('leaves a page without an entry script as it is', () => {
    const html = page('<title>Redirect</title>', '<script>location.replace("/tr")</script>')
    expect(deferStart(html, HYDRATED)).toBe(html)
  })
})

describe('startPage (in the page)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED)
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    document.documentElement.lang = ''
  })

  function startScriptElement(entry: string, preload: string, intl?: string): HTMLScriptElement {
    const script = document.createElement('script')
    script.dataset.entry = entry
    script.dataset.preload = preload
    if (intl !== undefined) script.dataset.intl = intl
    document.body.append(script)
    return script
  }

  it('starts the Intl worker, named after the page\'s language, with the page\'s scripts', async () => {
    const workers: Array<[string, WorkerOptions | undefined]> = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string, options?: WorkerOptions) {
          workers.push([url, options])
        }
        addEventListener() {}
      },
    )
    document.documentElement.lang = 'de'
    startPage(startScriptElement('/assets/index-a.js', '', '/assets/intl-warmup-c.js'), HYDRATED)
    expect(workers).toEqual([])
    await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')).not.toBeNull())
    expect(workers).toEqual([['/assets/intl-warmup-c.js', { name: 'de' }]])
  })

  it('starts the page even when the worker cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError')
        }
        addEventListener() {}
      },
    )
    startPage(startScriptElement('/assets/index-a.js', '', '/assets/intl-warmup-c.js'), HYDRATED)
    await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')).not.toBeNull())
  })

  it('asks for the page\'s scripts only after the next frame where paints are not reported', async () => {
    startPage(startScriptElement('/assets/index-a.js', '/assets/index-a.js /assets/react-b.js'), HYDRATED)
    expect(document.head.querySelector('script')).toBeNull()
    await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')).not.toBeNull())
    expect(document.head.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-a.js')
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-a.js',
      '/assets/react-b.js',
    ])
  })

  it('keeps a click and typed text from before hydration and hands them to React once the page is interactive', async () => {
    function Part() {
      const [open, setOpen] = useState(false)
      const [name, setName] = useState('')
      return (
        <form>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" onClick={() => setOpen((value) => !value)}>
            {open ? 'Close' : 'Open'}
          </button>
          <output>{name}</output>
        </form>
      )
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Part />)
    document.body.append(container)
    startPage(startScriptElement('/assets/index-a.js', ''), HYDRATED)

    // Before the code: the visitor types a name and clicks the button (a submit would reload the page).
    const input = container.querySelector('input')
    const button = container.querySelector('button')
    if (input === null || button === null) throw new Error('prerendered form missing')
    input.value = 'Ada'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    const submitted = vi.fn((event: Event) => event.preventDefault())
    container.querySelector('form')?.addEventListener('submit', submitted)
    button.click()

    const root = await act(async () => hydrateRoot(container, <Part />))
    // Hydrated, but the page is not yet reported interactive: nothing is replayed yet.
    expect(button).toHaveTextContent('Open')
    expect(container.querySelector('output')).toHaveTextContent('')

    await act(async () => {
      document.documentElement.setAttribute(HYDRATED, '')
      await Promise.resolve()
    })
    expect(button).toHaveTextContent('Close')
    expect(input).toHaveValue('Ada')
    expect(container.querySelector('output')).toHaveTextContent('Ada')
    expect(submitted).not.toHaveBeenCalled()

    // From now on the page's own handlers answer directly.
    await act(async () => button.click())
    expect(button).toHaveTextContent('Open')
    act(() => root.unmount())
  })

  it('hands over the text typed, even where a re-render after hydration wrote the empty state over it', async () => {
    const subscribe = () => () => {}
    function Part() {
      const [name, setName] = useState('')
      // Like useHydrated: false while hydrating, so the part renders again right after.
      const hydrated = useSyncExternalStore(subscribe, () => true, () => false)
      return (
        <form data-ready={hydrated}>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <output>{name}</output>
        </form>
      )
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Part />)
    document.body.append(container)
    startPage(startScriptElement('/assets/index-a.js', ''), HYDRATED)
    const input = container.querySelector('input')
    if (input === null) throw new Error('prerendered form missing')
    input.value = 'Ada'
    input.dispatchEvent(new Event('input', { bubbles: true }))

    const root = await act(async () => hydrateRoot(container, <Part />))
    expect(container.querySelector('form')).toHaveAttribute('data-ready', 'true')
    expect(input).toHaveValue('')

    await act(async () => {
      document.documentElement.setAttribute(HYDRATED, '')
      await Promise.resolve()
    })
    expect(input).toHaveValue('Ada')
    expect(container.querySelector('output')).toHaveTextContent('Ada')
    act(() => root.unmount())
  })
})

describe('warmIntl (in a worker)', () => {
  it('creates the formatters the pages use in the worker\'s language, then ends the worker', () => {
    const close = vi.fn()
    const created: string[] = []
    const recording = (name: string) =>
      class {
        constructor(locale: string) {
          created.push(`${name} ${locale}`)
        }
        format() {
          return ''
        }
      }
    vi.stubGlobal('Intl', { NumberFormat: recording('NumberFormat'), ListFormat: recording('ListFormat'), DateTimeFormat: recording('DateTimeFormat') })
    warmIntl({ name: 'tr', close })
    vi.unstubAllGlobals()
    expect(created).toEqual(['NumberFormat tr', 'NumberFormat tr', 'ListFormat tr', 'DateTimeFormat tr'])
    expect(close).toHaveBeenCalledOnce()
  })

  it('is a script of its own that uses nothing from outside itself', () => {
    const close = vi.fn()
    new Function('self', warmIntlScript())({ name: 'en', close })
    expect(close).toHaveBeenCalledOnce()
  })
})

describe('eagerChunks (build step)', () => {
  const chunk = (isEntry: boolean, imports: string[] = [], moduleIds: string[] = []) => ({ type: 'chunk' as const, isEntry, imports, moduleIds })

  it('picks the entry and everything it imports statically, not what loads later', () => {
    const bundle = {
      'assets/index.js': chunk(true, ['assets/runtime.js', 'assets/react.js']),
      'assets/react.js': chunk(false, ['assets/runtime.js']),
      'assets/runtime.js': chunk(false),
      'assets/pricing.js': chunk(false, ['assets/react.js'], ['/app/src/routes/$lang/pricing.tsx']),
      'assets/app.css': { type: 'asset' as const },
    }
    expect(eagerChunks(bundle).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/runtime.js'])
  })

  it("adds a later chunk that holds embla's code, but not what it imports", () => {
    const bundle = {
      'assets/index.js': chunk(true),
      'assets/shared.js': chunk(false),
      'assets/embla.js': chunk(false, ['assets/shared.js'], ['/app/node_modules/embla-carousel/esm/embla-carousel.esm.js', '/app/node_modules/embla-carousel-autoplay/esm/embla-carousel-autoplay.esm.js']),
      'assets/news.js': chunk(false, ['assets/embla.js'], ['/app/src/features/news/news-slider.tsx']),
    }
    expect(eagerChunks(bundle).sort()).toEqual(['assets/embla.js', 'assets/index.js'])
  })

  it('is V8\'s magic comment, a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
