import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { loadAfterMount } from './load-after-mount'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('loadAfterMount', () => {
  // Never suspends: a Suspense fallback shown would make React hold back the hydration of the page's
  // lazily loaded parts by 300 ms.
  it('renders nothing until its code has arrived, without suspending, then the component with its props', async () => {
    let finish: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (finish = resolve))
    const load = vi.fn(async () => {
      await arrived
      return Greeting
    })
    const Later = loadAfterMount(load)
    const { container } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Later name="Ada" />
      </Suspense>,
    )
    expect(container).toBeEmptyDOMElement()
    finish()
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders at once where it mounts again, without loading again', async () => {
    const load = vi.fn(async () => Greeting)
    const Later = loadAfterMount(load)
    const first = render(<Later name="Ada" />)
    await screen.findByText('Hello Ada')
    first.unmount()
    render(<Later name="Grace" />)
    expect(screen.getByText('Hello Grace')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('stays empty and logs when its code fails to load, and the page around it stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Later = loadAfterMount<{ name: string }>(async () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    render(
      <main>
        <h1>Page</h1>
        <Later name="Ada" />
      </main>,
    )
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('A part of the page could not load', expect.any(Error)))
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument()
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument()
  })
})
