import { describe, expect, it } from 'vitest'
import { clampToLine, contains, intersect, isUndersized, lineCount, overlaps, spacingConflict, union, type Box } from '../e2e/collision-geometry'

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height })

describe('the collision check geometry', () => {
  it('finds where two boxes overlap, not where they only touch', () => {
    expect(intersect(box(0, 0, 10, 10), box(5, 5, 10, 10))).toEqual(box(5, 5, 5, 5))
    expect(intersect(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBeNull()
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true)
    // A shared rounding pixel is no overlap.
    expect(overlaps(box(0, 0, 10, 10), box(9.2, 0, 10, 10))).toBe(false)
    expect(overlaps(box(0, 0, 10, 10), box(0, 20, 10, 10))).toBe(false)
  })

  it('tells a box that holds another from one that overlaps it', () => {
    expect(contains(box(0, 0, 100, 40), box(10, 10, 20, 20))).toBe(true)
    expect(contains(box(0, 0, 100, 40), box(90, 10, 20, 20))).toBe(false)
    expect(union([box(0, 0, 10, 10), box(20, 5, 10, 10)])).toEqual(box(0, 0, 30, 15))
    expect(union([])).toBeNull()
  })

  it('shrinks a text fragment taller than its line to the line', () => {
    expect(clampToLine(box(0, 0, 100, 58), 48)).toEqual(box(0, 5, 100, 48))
    expect(clampToLine(box(0, 0, 100, 20), 24)).toEqual(box(0, 0, 100, 20))
    // `line-height: normal` reads as NaN: the fragment stays as it is.
    expect(clampToLine(box(0, 0, 100, 20), Number.NaN)).toEqual(box(0, 0, 100, 20))
  })

  it('counts the lines text fragments stand on', () => {
    expect(lineCount([box(0, 0, 40, 20), box(40, 2, 30, 16), box(70, 0, 40, 20)])).toBe(1)
    expect(lineCount([box(0, 0, 80, 20), box(0, 20, 40, 20)])).toBe(2)
    expect(lineCount([])).toBe(0)
  })

  it('applies SC 2.5.8: 24 px, or a 24 px circle that meets no other target', () => {
    expect(isUndersized(box(0, 0, 24, 24))).toBe(false)
    expect(isUndersized(box(0, 0, 23.995, 40))).toBe(false)
    expect(isUndersized(box(0, 0, 40, 20))).toBe(true)
    // Two 20 px icons 2 px apart: their circles meet.
    expect(spacingConflict(0, [box(0, 0, 20, 20), box(22, 0, 20, 20)])).toBe(1)
    // 4 px apart, centres 24 px apart: the circles only touch.
    expect(spacingConflict(0, [box(0, 0, 20, 20), box(24, 0, 20, 20)])).toBe(-1)
    // A link 20 px high right above a large button: the circle reaches into the button.
    expect(spacingConflict(0, [box(0, 0, 100, 20), box(0, 21, 100, 40)])).toBe(1)
    // Footer links 20 px high, 8 px apart.
    expect(spacingConflict(0, [box(0, 0, 60, 20), box(0, 28, 60, 20)])).toBe(-1)
  })
})
