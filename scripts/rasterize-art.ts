/**
 * `npm run art`: draws the hero's dashboard pictures (src/features/home/art/dashboard-*.svg, the
 * source a designer edits) as WebP into public/images/home/, in Chromium, twice: as the light theme
 * shows it and as the dark one does (`dashboard-en-dark.webp`: the drawing's own
 * `prefers-color-scheme: dark` colours).
 *
 * Why not serve the SVG: an SVG `<img>` is a document of its own, laid out and painted on the
 * page's main thread, and the dashboard's many text runs made that a long part of the home page's
 * first frame, while a WebP is decoded off the main thread. Run this after editing a drawing and
 * commit both; a unit test
 * (src/features/home/lib/dashboard-image.test.ts) fails when a picture is missing or its size is not
 * the drawing's.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_PATH } from './chromium.ts'

const SOURCE = 'src/features/home/art'
const TARGET = 'public/images/home'
/** Lossy WebP quality: the text stays sharp at this one; a higher one adds bytes for no visible gain. */
const QUALITY = 0.8

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
try {
  const page = await browser.newPage()
  for (const [scheme, suffix] of [['light', ''], ['dark', '-dark']] as const) {
    // An SVG image takes the colour scheme of the document that draws it.
    await page.emulateMedia({ colorScheme: scheme })
    for (const name of readdirSync(SOURCE).filter((file) => file.endsWith('.svg'))) {
      const svg = readFileSync(join(SOURCE, name), 'utf8')
      const webp = await page.evaluate(
        async ({ drawing, quality }) => {
          const image = new Image()
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing)}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.naturalWidth
          canvas.height = image.naturalHeight
          const context = canvas.getContext('2d')
          if (context === null) throw new Error('No 2D canvas')
          context.drawImage(image, 0, 0)
          const url = canvas.toDataURL('image/webp', quality)
          const prefix = 'data:image/webp;base64,'
          // A browser that cannot encode WebP hands back a PNG instead.
          if (!url.startsWith(prefix)) throw new Error('This Chromium cannot encode WebP')
          return url.slice(prefix.length)
        },
        { drawing: svg, quality: QUALITY },
      )
      const file = join(TARGET, name.replace(/\.svg$/, `${suffix}.webp`))
      writeFileSync(file, Buffer.from(webp, 'base64'))
      console.log(`${file}: ${(Buffer.byteLength(webp, 'base64') / 1000).toFixed(1)} kB`)
    }
  }
} finally {
  await browser.close()
}
