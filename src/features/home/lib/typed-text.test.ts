import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstWordFrameIndex, typedTextFrames, TYPING_TIMING } from './typed-text'
import { useTypedText } from './use-typed-text'

describe('typedTextFrames', () => {
  it('types, holds and deletes each word with the spec timings', () => {
    expect(typedTextFrames(['AI', 'Web'])).toEqual([
      { text: 'A', holdMs: 100 },
      { text: 'AI', holdMs: 500 },
      { text: 'A', holdMs: 50 },
      { text: '', holdMs: 100 },
      { text: 'W', holdMs: 100 },
      { text: 'We', holdMs: 100 },
      { text: 'Web', holdMs: 500 },
      { text: 'We', holdMs: 50 },
      { text: 'W', holdMs: 50 },
      { text: '', holdMs: 100 },
    ])
  })

  it('skips empty words and never splits a character', () => {
    const frames = typedTextFrames(['', 'Kİ😀'])
    expect(frames.map((frame) => frame.text)).toEqual(['K', 'Kİ', 'Kİ😀', 'Kİ', 'K', ''])
  })

  it('lasts as long as typing, pausing and deleting every word', () => {
    const words = ['Web', 'Mobile', 'Desktop', 'AI', 'Integration', 'Data', 'DevOps', 'IoT']
    const total = typedTextFrames(words).reduce((sum, frame) => sum + frame.holdMs, 0)
    const expected = words.reduce(
      (sum, word) => sum + (word.length - 1) * 100 + 500 + (word.length - 1) * 50 + 100,
      0,
    )
    expect(total).toBe(expected)
  })

  it('finds the frame of the fully typed first word', () => {
    const frames = typedTextFrames(['Web', 'AI'], TYPING_TIMING)
    expect(frames[firstWordFrameIndex(frames, ['Web', 'AI'])]?.text).toBe('Web')
  })
})

describe('useTypedText', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts on the first word, then deletes it and types the next one', () => {
    const words = ['Web', 'AI']
    const { result } = renderHook(() => useTypedText(words, true))
    expect(result.current).toBe('Web')
    act(() => vi.advanceTimersByTime(499))
    expect(result.current).toBe('Web')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('We')
    act(() => vi.advanceTimersByTime(50))
    expect(result.current).toBe('W')
    act(() => vi.advanceTimersByTime(50))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe('A')
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe('AI')
    // AI is held, deleted, then the cycle wraps round to Web.
    for (const [ms, text] of [[500, 'A'], [50, ''], [100, 'W'], [100, 'We'], [100, 'Web']] as const) {
      act(() => vi.advanceTimersByTime(ms))
      expect(result.current).toBe(text)
    }
  })

  it('stays on the first word when disabled (reduced motion)', () => {
    const { result } = renderHook(() => useTypedText(['Web', 'AI'], false))
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current).toBe('Web')
  })

  it('restarts on the new first word when the words change (language switch)', () => {
    const { result, rerender } = renderHook(({ words }) => useTypedText(words, true), {
      initialProps: { words: ['Web', 'Mobile'] },
    })
    act(() => vi.advanceTimersByTime(600))
    rerender({ words: ['Web', 'Mobil'] })
    expect(result.current).toBe('Web')
  })
})
