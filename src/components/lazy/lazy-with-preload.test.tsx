import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LazyPartsHydrated, lazyWithPreload } from './lazy-with-preload'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

/** A module load the test finishes when it wants, as a slow network would. */
function deferredLoad() {
  let finish: (component: ComponentType<{ label: string }>) => void = () => undefined
  const promise = new Promise<ComponentType<{ label: string }>>((resolve) => {
    finish = resolve
  })
  return { load: () => promise, finish: () => finish(Counter) }
}

describe('lazyWithPreload', () => {
  it('renders in place once preloaded, so its HTML is in the prerendered page', async () => {
    const Part = lazyWithPreload(async () => Counter)
    await Part.preload()
    const page = document.createElement('div')
    page.innerHTML = renderToString(<Part label="Clicks" />)
    expect(page.querySelector('button')).toHaveTextContent('Clicks 0')
  })

  /** Prerenders a page with a part (its code preloaded), then hydrates it in a "browser" without the code. */
  async function hydrateWithoutTheCode() {
    const ServerPart = lazyWithPreload(async () => Counter)
    await ServerPart.preload()
    const network = deferredLoad()
    const BrowserPart = lazyWithPreload(network.load)
    const status = { interactive: false }
    const onHydrated = () => {
      status.interactive = true
    }
    // As the site layout does.
    function Layout({ part: Part, withPart = true }: { part: typeof ServerPart; withPart?: boolean }) {
      return (
        <LazyPartsHydrated onHydrated={onHydrated}>
          <main>
            <h1>Page</h1>
            {withPart ? <Part label="Clicks" /> : null}
          </main>
        </LazyPartsHydrated>
      )
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Layout part={ServerPart} />)
    document.body.append(container)
    const root = await act(async () => hydrateRoot(container, <Layout part={BrowserPart} />))
    const cleanUp = () => {
      act(() => root.unmount())
      container.remove()
    }
    return { root, Layout, BrowserPart, network, status, cleanUp }
  }

  it('keeps the prerendered HTML while its code loads, then hydrates it and reports the page interactive', async () => {
    const { network, status, cleanUp } = await hydrateWithoutTheCode()
    // The prerendered button is still there, but nothing is interactive yet.
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument()
    expect(status.interactive).toBe(false)

    await act(async () => network.finish())
    expect(status.interactive).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Clicks 0' }))
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument()
    cleanUp()
  })

  it('does not wait for a part that went away before it hydrated', async () => {
    const { root, Layout, BrowserPart, status, cleanUp } = await hydrateWithoutTheCode()
    expect(status.interactive).toBe(false)
    await act(async () => root.render(<Layout part={BrowserPart} withPart={false} />))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(status.interactive).toBe(true)
    cleanUp()
  })

  it('reports at once when every part was loaded before it rendered (client navigation)', async () => {
    const Part = lazyWithPreload(async () => Counter)
    await Part.preload()
    let interactive = false
    const onHydrated = () => {
      interactive = true
    }
    function Layout() {
      return (
        <LazyPartsHydrated onHydrated={onHydrated}>
          <Part label="Clicks" />
        </LazyPartsHydrated>
      )
    }
    render(<Layout />)
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument()
    expect(interactive).toBe(true)
  })

  it('keeps the part and its state when the page around it renders again after the code arrived', async () => {
    const { root, Layout, BrowserPart, network, cleanUp } = await hydrateWithoutTheCode()
    await act(async () => network.finish())
    fireEvent.click(screen.getByRole('button', { name: 'Clicks 0' }))
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument()
    // The layout renders again (a client navigation, a theme change): the part is not mounted anew.
    await act(async () => root.render(<Layout part={BrowserPart} />))
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument()
    cleanUp()
  })

  it('counts the parts of each page on its own: a part still loading elsewhere does not hold a page back', async () => {
    const { status, network, cleanUp } = await hydrateWithoutTheCode()
    const Loaded = lazyWithPreload(async () => Counter)
    await Loaded.preload()
    let other = false
    const markOther = () => {
      other = true
    }
    render(
      <LazyPartsHydrated onHydrated={markOther}>
        <Loaded label="Other" />
      </LazyPartsHydrated>,
    )
    expect(other).toBe(true)
    expect(status.interactive).toBe(false)
    await act(async () => network.finish())
    expect(status.interactive).toBe(true)
    cleanUp()
  })
})
