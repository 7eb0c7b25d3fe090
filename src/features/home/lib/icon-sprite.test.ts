// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../components/icon'
import { ICON_SPRITE, iconSprite } from './icon-sprite'

const SOURCE = 'src/features/home/art/icons'
const sources = readdirSync(SOURCE)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({ name: file.replace(/\.svg$/, ''), svg: readFileSync(`${SOURCE}/${file}`, 'utf8') }))

describe('iconSprite', () => {
  it('makes each icon a symbol under its name, with its own attributes and drawing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></svg>\n'
    expect(iconSprite([{ name: 'b', svg }, { name: 'a', svg }])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n' +
        '<symbol id="a" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></symbol>\n' +
        '<symbol id="b" viewBox="0 0 48 48" fill="none" stroke="currentColor"><path d="M1 2"/></symbol>\n' +
        '</svg>\n',
    )
  })

  it('refuses what it cannot copy faithfully', () => {
    expect(() => iconSprite([{ name: 'x', svg: '<svg viewBox="0 0 1 1"><path/></svg>' }])).toThrow('x')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4"><path/></svg>'
    expect(() => iconSprite([{ name: 'a"b', svg }])).toThrow()
  })

  // `npm run art` (scripts/icon-sprite.ts) writes the sprite; it is committed.
  it('is committed as the sources make it', () => {
    expect(sources.length).toBeGreaterThan(0)
    expect(readFileSync(`public${ICON_SPRITE}`, 'utf8')).toBe(iconSprite(sources))
  })

  it('has exactly the icons the page can name', () => {
    expect(sources.map((source) => source.name).sort()).toEqual([...ICON_NAMES].sort())
  })
})
