import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { PartBoundary } from './part-boundary'

function Broken(): never {
  throw new Error('part failed')
}

it('replaces a failing part by its fallback and keeps the rest of the page', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const onError = vi.fn()
  render(
    <main>
      <h1>Page</h1>
      <PartBoundary onError={onError} fallback={<p>Part unavailable</p>}>
        <Broken />
      </PartBoundary>
    </main>,
  )
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument()
  expect(screen.getByText('Part unavailable')).toBeInTheDocument()
  expect(onError).toHaveBeenCalledTimes(1)
  expect(logged).toHaveBeenCalled()
})
