// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES, ICON_SPRITE } from '~/components/icons'
import { readDrawings, SVG_SPRITES, svgSprite } from '../../scripts/svg-sprites'

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
  it.each(SVG_SPRITES)('$file is committed as its drawings make it', ({ drawings, file }) => {
    const read = readDrawings(drawings)
    expect(read.length).toBeGreaterThan(0)
    expect(readFileSync(`public${file}`, 'utf8')).toBe(svgSprite(read))
  })

  it('has a drawing for exactly the icons the home page can name', () => {
    const icons = SVG_SPRITES.find((sprite) => sprite.file === ICON_SPRITE)
    expect(readDrawings(icons?.drawings ?? '').map((drawing) => drawing.name).sort()).toEqual([...ICON_NAMES].sort())
  })
})
