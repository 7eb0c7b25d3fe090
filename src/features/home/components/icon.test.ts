// @vitest-environment node
import { readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { ICON_NAMES } from './icon'

it('has a drawing in the icon sprite for exactly the icons the page can name', () => {
  const drawings = readdirSync('src/features/home/art/icons').map((file) => file.replace(/\.svg$/, ''))
  expect(drawings.sort()).toEqual([...ICON_NAMES].sort())
})
