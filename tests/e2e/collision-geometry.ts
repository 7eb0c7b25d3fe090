/**
 * The geometry of the collision check (collision-measure.ts): plain functions of boxes, with unit
 * tests in tests/unit/collision-geometry.test.ts. They run in the browser page too: the spec puts
 * their source into every page it opens (`geometryScript`), so each must be self-contained (no
 * imports, no closures; they may call one another by name).
 */

/** A box in CSS pixels, as getBoundingClientRect gives it. */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** WCAG 2.2 SC 2.5.8: a target is at least 24 × 24 CSS pixels, or spaced as if it were. */
export const MIN_TARGET = 24

/** Where two boxes overlap, or null. */
export function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left)
  const top = Math.max(a.top, b.top)
  const right = Math.min(a.right, b.right)
  const bottom = Math.min(a.bottom, b.bottom)
  return right > left && bottom > top ? { left, top, right, bottom } : null
}

/**
 * Whether two boxes overlap by more than `tolerance` pixels both across and down: boxes that merely
 * touch, or share a rounding pixel, do not.
 */
export function overlaps(a: Box, b: Box, tolerance = 1): boolean {
  const shared = intersect(a, b)
  return shared !== null && shared.right - shared.left > tolerance && shared.bottom - shared.top > tolerance
}

/** Whether `outer` holds all of `inner` (to half a pixel). */
export function contains(outer: Box, inner: Box, tolerance = 0.5): boolean {
  return inner.left >= outer.left - tolerance && inner.top >= outer.top - tolerance && inner.right <= outer.right + tolerance && inner.bottom <= outer.bottom + tolerance
}

/** The smallest box around all of them, or null for none. */
export function union(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  }
}

/**
 * A text fragment's box shrunk to its line's height: a Range's box is the font's whole content area,
 * which is taller than a tight line (a heading set solid), so neighbouring lines' boxes would overlap
 * where their letters do not.
 */
export function clampToLine(box: Box, lineHeight: number): Box {
  const height = box.bottom - box.top
  if (!(lineHeight > 0) || height <= lineHeight) return box
  const middle = (box.top + box.bottom) / 2
  return { left: box.left, right: box.right, top: middle - lineHeight / 2, bottom: middle + lineHeight / 2 }
}

/**
 * How many lines the text fragments' boxes stand on: fragments of one line share most of their
 * height (an inline icon or a smaller word sits lower or higher, not below), a fragment whose middle
 * is below every line so far starts a new one.
 */
export function lineCount(fragments: readonly Box[]): number {
  const sorted = fragments.filter((box) => box.right - box.left > 0.5).toSorted((a, b) => a.top - b.top)
  let lines = 0
  let lineBottom = Number.NEGATIVE_INFINITY
  for (const box of sorted) {
    if ((box.top + box.bottom) / 2 > lineBottom) {
      lines += 1
      lineBottom = box.bottom
    } else {
      lineBottom = Math.max(lineBottom, box.bottom)
    }
  }
  return lines
}

/** Whether a circle reaches into a box (touching its edge does not count). */
export function circleMeetsBox(centerX: number, centerY: number, radius: number, box: Box): boolean {
  const nearestX = Math.min(Math.max(centerX, box.left), box.right)
  const nearestY = Math.min(Math.max(centerY, box.top), box.bottom)
  return (centerX - nearestX) ** 2 + (centerY - nearestY) ** 2 < radius ** 2 - 0.01
}

export function isUndersized(box: Box): boolean {
  // Sub-pixel layout gives 23.99 for a 24 px control at some zooms: a hundredth is no shortfall.
  return box.right - box.left < MIN_TARGET - 0.01 || box.bottom - box.top < MIN_TARGET - 0.01
}

/**
 * SC 2.5.8's spacing exception for an undersized target: a 24 px circle centred on its box must
 * reach neither another target's box nor the circle of another undersized target. Answers the
 * index of the first target it collides with, -1 when none: the target passes.
 */
export function spacingConflict(index: number, targets: readonly Box[]): number {
  const target = targets[index]
  if (target === undefined) return -1
  const radius = MIN_TARGET / 2
  const centerX = (target.left + target.right) / 2
  const centerY = (target.top + target.bottom) / 2
  for (const [other, box] of targets.entries()) {
    if (other === index) continue
    if (circleMeetsBox(centerX, centerY, radius, box)) return other
    if (isUndersized(box)) {
      const distance = Math.hypot(centerX - (box.left + box.right) / 2, centerY - (box.top + box.bottom) / 2)
      if (distance < 2 * radius - 0.01) return other
    }
  }
  return -1
}
