import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProgressBar } from './progress-bar'

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const bar = (container: HTMLElement) => container.querySelector('[data-phase]')

  it('is hidden while idle and runs as soon as a navigation starts', () => {
    const { container, rerender } = render(<ProgressBar active={false} />)
    expect(bar(container)).toHaveAttribute('data-phase', 'idle')
    rerender(<ProgressBar active />)
    expect(bar(container)).toHaveAttribute('data-phase', 'running')
    expect(bar(container)).toHaveAttribute('aria-hidden', 'true')
  })

  it('completes 200 ms after the navigation ends, then hides', () => {
    const { container, rerender } = render(<ProgressBar active />)
    rerender(<ProgressBar active={false} />)
    act(() => vi.advanceTimersByTime(199))
    expect(bar(container)).toHaveAttribute('data-phase', 'running')
    act(() => vi.advanceTimersByTime(1))
    expect(bar(container)).toHaveAttribute('data-phase', 'finishing')
    act(() => vi.advanceTimersByTime(300))
    expect(bar(container)).toHaveAttribute('data-phase', 'idle')
  })

  it('keeps running when a new navigation starts before the last one completed', () => {
    const { container, rerender } = render(<ProgressBar active />)
    rerender(<ProgressBar active={false} />)
    act(() => vi.advanceTimersByTime(100))
    rerender(<ProgressBar active />)
    act(() => vi.advanceTimersByTime(500))
    expect(bar(container)).toHaveAttribute('data-phase', 'running')
  })
})
