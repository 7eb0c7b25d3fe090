/** Count-up of the company statistics (SPEC.md §9: 2 seconds). */
export const COUNT_UP_DURATION_MS = 2000

/** Ease-out cubic: fast at first, settling softly on the target. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3
}

/** The number shown `elapsedMs` into a count-up from 0 to `target`; exactly `target` at the end. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  const progress = Math.max(0, elapsedMs) / durationMs
  return Math.round(target * easeOutCubic(progress))
}

/**
 * A whole number with the language's digit grouping: a comma in English (1,200), the separator
 * readers of the language expect elsewhere (1.200 in Turkish and German).
 */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }).format(value)
}

/** A percentage as the language writes it: 100% (en), %100 (tr), 100 % (de). */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
}
