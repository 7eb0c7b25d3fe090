/** Timings of the hero's typing effect (SPEC.md §9). */
export const TYPING_TIMING = { typeMs: 100, backspaceMs: 50, pauseMs: 500 } as const
export type TypingTiming = { readonly typeMs: number; readonly backspaceMs: number; readonly pauseMs: number }

/** One state of the typed line: the text shown and how long it stays before the next frame. */
export type TypedFrame = { text: string; holdMs: number }

/**
 * One full cycle of the typing effect over `words`: each word is typed a character at a time,
 * held, then deleted a character at a time. The cycle repeats from the start.
 */
export function typedTextFrames(words: readonly string[], timing: TypingTiming = TYPING_TIMING): TypedFrame[] {
  const frames: TypedFrame[] = []
  for (const word of words) {
    // Characters, not UTF-16 units, so no frame ever shows half a surrogate pair.
    const chars = Array.from(word)
    if (chars.length === 0) continue
    for (let length = 1; length <= chars.length; length++) {
      frames.push({ text: chars.slice(0, length).join(''), holdMs: length === chars.length ? timing.pauseMs : timing.typeMs })
    }
    for (let length = chars.length - 1; length >= 0; length--) {
      frames.push({ text: chars.slice(0, length).join(''), holdMs: length === 0 ? timing.typeMs : timing.backspaceMs })
    }
  }
  return frames
}

/** The frame where the first word is fully typed: what the page shows before the effect starts. */
export function firstWordFrameIndex(frames: readonly TypedFrame[], words: readonly string[]): number {
  const first = words.find((word) => word.length > 0) ?? ''
  return Math.max(0, frames.findIndex((frame) => frame.text === first))
}
