// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SVG_SPRITES, svgSprite } from './svg-sprite'

function drawings(sources: string): Array<{ name: string; svg: string }> {
  return readdirSync(sources)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ name: file.replace(/\.svg$/, ''), svg: readFileSync(`${sources}/${file}`, 'utf8') }))
}

describe('svgSprite', () => {
  it('makes each drawing a symbol under its name, with its own attributes and content', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></svg>\n'
    expect(svgSprite([{ name: 'b', svg }, { name: 'a', svg }])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n' +
        '<symbol id="a" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></symbol>\n' +
        '<symbol id="b" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></symbol>\n' +
        '</svg>\n',
    )
  })

  it('refuses what it cannot copy faithfully', () => {
    expect(() => svgSprite([{ name: 'x', svg: '<svg viewBox="0 0 1 1"><path/></svg>' }])).toThrow('x')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4"><path/></svg>'
    expect(() => svgSprite([{ name: 'a"b', svg }])).toThrow()
    const withId = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4"><mask id="m"/><path mask="url(#m)"/></svg>'
    expect(() => svgSprite([{ name: 'masked', svg: withId }])).toThrow('masked')
  })

  // `npm run art` (scripts/svg-sprites.ts) writes the sprites; they are committed.
  it.each(SVG_SPRITES)('$file is committed as its sources make it', ({ sources, file }) => {
    const sourceDrawings = drawings(sources)
    expect(sourceDrawings.length).toBeGreaterThan(0)
    expect(readFileSync(`public${file}`, 'utf8')).toBe(svgSprite(sourceDrawings))
  })
})
