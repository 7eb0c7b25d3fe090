// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clampParallaxSpeed, DEFAULT_PARALLAX_SPEED, parallaxOffset } from './parallax'

describe('clampParallaxSpeed', () => {
  it('keeps speeds between -1 and 2', () => {
    expect(clampParallaxSpeed(0.5)).toBe(0.5)
    expect(clampParallaxSpeed(-1)).toBe(-1)
    expect(clampParallaxSpeed(2)).toBe(2)
  })

  it('clamps speeds outside the range', () => {
    expect(clampParallaxSpeed(-1.5)).toBe(-1)
    expect(clampParallaxSpeed(3)).toBe(2)
    expect(clampParallaxSpeed(Number.POSITIVE_INFINITY)).toBe(2)
    expect(clampParallaxSpeed(Number.NEGATIVE_INFINITY)).toBe(-1)
  })

  it('falls back to the default for NaN', () => {
    expect(clampParallaxSpeed(Number.NaN)).toBe(DEFAULT_PARALLAX_SPEED)
  })
})

describe('parallaxOffset', () => {
  it('does not move the background at speed 1 or when the section is centred', () => {
    expect(parallaxOffset(300, 1, 500)).toBe(0)
    expect(parallaxOffset(0, 0.5, 500)).toBe(0)
  })

  it('holds the background still at speed 0 and moves it ahead above 1', () => {
    expect(parallaxOffset(200, 0, 500)).toBe(-200)
    expect(parallaxOffset(200, 0.5, 500)).toBe(-100)
    expect(parallaxOffset(200, 2, 500)).toBe(200)
  })

  it('uses the clamped speed and stays within the overhang', () => {
    expect(parallaxOffset(100, 5, 500)).toBe(parallaxOffset(100, 2, 500))
    expect(parallaxOffset(400, -1, 300)).toBe(-300)
    expect(parallaxOffset(-400, -1, 300)).toBe(300)
  })
})
