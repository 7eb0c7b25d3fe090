/**
 * parseFeed on generated 1,000-item feeds in Chromium (the Node figures come from
 * `vitest bench --run src/features/news`), and the gzip size of the lazily loaded xml2js chunk.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { parseEnv } from '../src/lib/env-schema.ts'
import { CHROMIUM_PATH } from './chromium.ts'
import { headerRules, headersFile, securityHeaders, writePagePolicies } from './security-headers.ts'

const port = 4181
const appDir = 'bench-results/parse-feed-app'

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('vite', ['build', '--config', 'tests/bench/parse-feed/vite.config.ts'])
// The static server applies the security headers a site build writes, and the page gets the site's
// policy, for the scripts this little app has (no inline ones).
await writePagePolicies(appDir, parseEnv({}))
writeFileSync(join(appDir, '_headers'), headersFile(headerRules(securityHeaders())))
const assets = join(appDir, 'assets')
const xml2jsChunk = readdirSync(assets).find((file) => /^xml2js-.*\.js$/.test(file))
const chunkKb = xml2jsChunk ? gzipSync(readFileSync(join(assets, xml2jsChunk)), { level: 9 }).length / 1000 : Number.NaN

let server: ChildProcess | undefined
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
})
try {
  server = spawn('node', ['scripts/serve.ts', appDir], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
  const page = await browser.newPage()
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.goto(`http://127.0.0.1:${port}/index.html`)
      break
    } catch (error) {
      if (attempt > 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await page.waitForFunction(() => 'benchParseFeed' in window)
  const timings: unknown = await page.evaluate(() => Reflect.apply(Reflect.get(window, 'benchParseFeed'), window, []))
  console.log(`\nparseFeed in Chromium ${browser.version()}:`)
  console.table(timings)
  console.log(`xml2js chunk (${xml2jsChunk ?? 'not found'}): ${chunkKb.toFixed(1)} kB gzip`)
} finally {
  await browser.close()
  server?.kill()
}
