// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { DASHBOARD_SIZE, dashboardImage } from './dashboard-image'

/** Width and height of an extended WebP (`VP8X`, what Chromium's canvas writes): 24-bit sizes minus one, at bytes 24 and 27. */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString('latin1', 0, 4)).toBe('RIFF')
  expect(file.toString('latin1', 8, 16)).toBe('WEBPVP8X')
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
}

describe('dashboardImage', () => {
  it('picks the screenshot of the language and falls back to English', () => {
    expect(dashboardImage('tr')).toBe('/images/home/dashboard-tr.webp')
    expect(dashboardImage('en')).toBe('/images/home/dashboard-en.webp')
    expect(dashboardImage('de')).toBe('/images/home/dashboard-de.webp')
    expect(dashboardImage('fr')).toBe('/images/home/dashboard-en.webp')
    expect(dashboardImage('de', 'dark')).toBe('/images/home/dashboard-de-dark.webp')
  })

  // The pictures are drawn from the SVG sources by `npm run art` (scripts/rasterize-art.ts) and committed.
  it.each(LANGUAGES)('has the %s picture, drawn from its source at the size the page reserves', (lang) => {
    const source = readFileSync(`src/features/home/art/dashboard-${lang}.svg`, 'utf8')
    expect(source).toContain(`width="${DASHBOARD_SIZE.width}" height="${DASHBOARD_SIZE.height}"`)
    expect(webpSize(readFileSync(`public${dashboardImage(lang)}`))).toEqual(DASHBOARD_SIZE)
    expect(webpSize(readFileSync(`public${dashboardImage(lang, 'dark')}`))).toEqual(DASHBOARD_SIZE)
  })

  // The dark picture is drawn from the same source, with the source's own dark colours.
  it.each(LANGUAGES)('draws the %s dashboard for the dark theme too', (lang) => {
    const source = readFileSync(`src/features/home/art/dashboard-${lang}.svg`, 'utf8')
    expect(source).toContain('@media (prefers-color-scheme:dark)')
    expect(readFileSync(`public${dashboardImage(lang, 'dark')}`).equals(readFileSync(`public${dashboardImage(lang)}`))).toBe(false)
  })
})
