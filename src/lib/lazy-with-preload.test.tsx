import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { afterLazyPartsHydrate, lazyWithPreload } from './lazy-with-preload'

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

  it('keeps the prerendered HTML while its code loads, then hydrates it and reports the page interactive', async () => {
    // The server had the code (preloaded); the browser has not loaded it yet.
    const ServerPart = lazyWithPreload(async () => Counter)
    await ServerPart.preload()
    const html = renderToString(
      <main>
        <h1>Page</h1>
        <ServerPart label="Clicks" />
      </main>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)

    const network = deferredLoad()
    const BrowserPart = lazyWithPreload(network.load)
    let interactive = false
    function Page() {
      return (
        <main>
          <h1>Page</h1>
          <BrowserPart label="Clicks" />
        </main>
      )
    }
    function Layout() {
      // As the site layout does: asks once, from its own effect.
      useEffect(() => {
        afterLazyPartsHydrate(() => {
          interactive = true
        })
      }, [])
      return <Page />
    }
    const root = await act(async () => hydrateRoot(container, <Layout />))

    // The prerendered button is still there, but nothing is interactive yet.
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument()
    expect(interactive).toBe(false)

    await act(async () => network.finish())
    expect(interactive).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Clicks 0' }))
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument()
    act(() => root.unmount())
    container.remove()
  })

  it('reports at once when every part was loaded before it rendered (client navigation)', async () => {
    const Part = lazyWithPreload(async () => Counter)
    await Part.preload()
    let interactive = false
    function Layout() {
      useEffect(() => {
        afterLazyPartsHydrate(() => {
          interactive = true
        })
      }, [])
      return <Part label="Clicks" />
    }
    render(<Layout />)
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument()
    expect(interactive).toBe(true)
  })
})
