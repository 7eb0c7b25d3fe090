/**
 * `npm run art` (second step): gathers each sprite's drawings (one SVG file each, see
 * src/lib/svg-sprite.ts) into its file under public/. Run it after editing a drawing and commit
 * both; a unit test (src/lib/svg-sprite.test.ts) fails when a sprite is not what its sources make.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SVG_SPRITES, svgSprite } from '../src/lib/svg-sprite.ts'

for (const { sources, file } of SVG_SPRITES) {
  const drawings = readdirSync(sources)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({ name: name.replace(/\.svg$/, ''), svg: readFileSync(join(sources, name), 'utf8') }))
  writeFileSync(join('public', file), svgSprite(drawings))
  console.log(`public${file}: ${drawings.length} drawings`)
}
