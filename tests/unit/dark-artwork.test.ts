// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Folders of pictures shown as `<img>` on pages of both themes: the case studies and the classic demo's hero. */
const FOLDERS = ['public/images/portfolio', 'public/images/demos/classic']

/** The relative luminance of a `#rgb` or `#rrggbb` colour (WCAG's formula). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The colour a picture's first shape (its canvas) is filled with: a colour, or its gradient's first stop. */
function canvasColour(svg: string): string {
  const fill = /<(?:rect|path)\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1] ?? ''
  const gradient = /^url\(#([^)]+)\)$/.exec(fill)?.[1]
  if (gradient === undefined) return fill
  return new RegExp(`id="${gradient}"[\\s\\S]*?stop-color="([^"]+)"`).exec(svg)?.[1] ?? ''
}

const pictures = FOLDERS.flatMap((folder) => readdirSync(folder).filter((file) => file.endsWith('.svg')).map((file) => join(folder, file)))
const canvases = pictures.map((file) => ({ file, svg: readFileSync(file, 'utf8'), canvas: canvasColour(readFileSync(file, 'utf8')) }))
const light = canvases.filter(({ canvas }) => /^#[0-9a-f]{3,6}$/i.test(canvas) && luminance(canvas) > 0.4)

describe('artwork in the dark theme', () => {
  it('reads the canvas of every picture, and finds light ones among them', () => {
    expect(canvases.filter(({ canvas }) => !/^#[0-9a-f]{3,6}$/i.test(canvas)).map(({ file }) => file)).toEqual([])
    expect(light.length).toBeGreaterThan(5)
  })

  // An SVG shown as an <img> follows the page's color-scheme, which the theme sets on <html>.
  it.each(light.map(({ file, svg }) => [file, svg]))('%s, drawn on a light canvas, has colours for the dark theme', (_file, svg) => {
    expect(svg).toMatch(/@media \(prefers-color-scheme:\s?dark\)\{[^}]*\{fill:#/)
  })
})
