/** Parallax speed as jarallax reads it: 1 moves with the page, 0 stays fixed, 2 moves twice as fast. */
export const PARALLAX_SPEED_MIN = -1
export const PARALLAX_SPEED_MAX = 2
export const DEFAULT_PARALLAX_SPEED = 0.5

/** Keeps a speed inside [-1, 2] (SPEC.md §9); a value that is not a number gets the default. */
export function clampParallaxSpeed(speed: number): number {
  if (Number.isNaN(speed)) return DEFAULT_PARALLAX_SPEED
  return Math.min(PARALLAX_SPEED_MAX, Math.max(PARALLAX_SPEED_MIN, speed))
}

/**
 * How far (px) to move the background against its section, given how far the section's centre
 * is below the viewport's centre. Limited to `maxOffset`, how much the background overhangs.
 */
export function parallaxOffset(distanceFromCentre: number, speed: number, maxOffset: number): number {
  const offset = -distanceFromCentre * (1 - clampParallaxSpeed(speed))
  const limit = Math.abs(maxOffset)
  return Math.min(limit, Math.max(-limit, offset)) || 0
}
