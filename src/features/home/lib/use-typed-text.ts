import { useEffect, useMemo, useState } from 'react'
import { firstWordFrameIndex, typedTextFrames, TYPING_TIMING, type TypingTiming } from './typed-text'

const SEPARATOR = '\u0000'

/**
 * The current text of the typing effect. It starts on the fully typed first word, so the
 * server-rendered HTML and the first client render agree; when `enabled` is false it stays there.
 */
export function useTypedText(words: readonly string[], enabled: boolean, timing: TypingTiming = TYPING_TIMING): string {
  // Keyed by content: callers may pass a new array with the same words on every render.
  const key = words.join(SEPARATOR)
  const frames = useMemo(() => typedTextFrames(key.split(SEPARATOR), timing), [key, timing])
  const start = firstWordFrameIndex(frames, words)
  const [position, setPosition] = useState({ key, index: start })
  const index = position.key === key ? position.index % Math.max(frames.length, 1) : start

  useEffect(() => {
    const frame = frames[index]
    if (!enabled || !frame) return
    const timer = setTimeout(() => setPosition({ key, index: (index + 1) % frames.length }), frame.holdMs)
    return () => clearTimeout(timer)
  }, [enabled, frames, index, key])

  return enabled ? (frames[index]?.text ?? '') : (frames[start]?.text ?? '')
}
