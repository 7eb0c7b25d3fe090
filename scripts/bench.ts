/**
 * `npm run bench`: builds the production site, serves it as a host would and runs Lighthouse
 * (mobile) on the key pages of every language. Prints the four scores, LCP, TBT, CLS and the gzip
 * size of the first-load JavaScript (what the HTML loads), of all JavaScript loaded during the run
 * (lazy chunks included, catalog excluded), of the CSS and of the message catalog; writes the
 * reports to bench-results/. Sizes are in kB of 1,000 bytes, gzip level 9.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as v from 'valibot'

const port = 4180
const origin = `http://127.0.0.1:${port}`
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const pages = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/tr', '/en', '/de', '/tr/contact', '/en/contact', '/de/contact', '/en/pricing', '/en/about/v1'])
const outDir = 'bench-results'

const Report = v.object({
  categories: v.record(v.string(), v.object({ score: v.nullable(v.number()) })),
  audits: v.object({
    'largest-contentful-paint': v.object({ numericValue: v.number() }),
    'total-blocking-time': v.object({ numericValue: v.number() }),
    'cumulative-layout-shift': v.object({ numericValue: v.number() }),
    'network-requests': v.object({
      details: v.object({ items: v.array(v.object({ url: v.string(), resourceType: v.optional(v.string()) })) }),
    }),
  }),
})

function gzipKb(path: string): number {
  return gzipSync(readFileSync(join('dist/client', path)), { level: 9 }).length / 1000
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${origin}/tr`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The static server did not start')
}

function lighthouse(path: string): v.InferOutput<typeof Report> {
  const file = join(outDir, `${path.replaceAll('/', '_').replace(/^_/, '')}.json`)
  const result = spawnSync(
    'lighthouse',
    [
      origin + path,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-background-networking',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  )
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${path}`)
  return v.parse(Report, JSON.parse(readFileSync(file, 'utf8')))
}

let server: ChildProcess | undefined
try {
  const build = spawnSync('vite', ['build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  mkdirSync(outDir, { recursive: true })
  server = spawn('node', ['scripts/serve.ts', 'dist/client'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
  await waitForServer()

  const rows = pages.map((path) => {
    const report = lighthouse(path)
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
    const local = report.audits['network-requests'].details.items
      .filter((item) => item.url.startsWith(origin))
      .map((item) => ({ path: new URL(item.url).pathname, type: item.resourceType ?? '' }))
    const sum = (items: typeof local) => items.reduce((total, item) => total + gzipKb(item.path), 0)
    const scripts = local.filter((item) => item.type === 'Script')
    const catalog = scripts.filter((item) => /\/messages-[^/]+\.js$/.test(item.path))
    // First-load JS: the scripts the prerendered HTML itself loads (entry and modulepreloads).
    const html = readFileSync(join('dist/client', path, 'index.html'), 'utf8')
    const initial = [...html.matchAll(/<(?:link rel="modulepreload"|script type="module"[^>]*) (?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
    const initialKb = [...new Set(initial)].reduce((total, asset) => total + gzipKb(asset), 0)
    return {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(report.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(report.audits['total-blocking-time'].numericValue),
      CLS: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'first-load JS kB gz': Number(initialKb.toFixed(1)),
      'all JS kB gz': Number((sum(scripts) - sum(catalog)).toFixed(1)),
      'CSS kB gz': Number(sum(local.filter((item) => item.type === 'Stylesheet')).toFixed(1)),
      'catalog kB gz': Number(sum(catalog).toFixed(1)),
    }
  })
  console.table(rows)
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`)
} finally {
  server?.kill()
}
