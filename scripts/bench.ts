/**
 * `npm run bench [-- /en /de/contact …]`: builds the production site, serves it as a host would (HTTPS
 * with HTTP/2, from scripts/serve.ts with a certificate made for the run; `BENCH_HTTP1=1` serves
 * plain HTTP/1.1 instead, to compare) and
 * runs Lighthouse (mobile, simulated slow 4G and 4× CPU slowdown) RUNS times on each key page of
 * every language, reporting the median of each figure against the targets of issue 10, with the
 * machine's load average (Lighthouse's simulation scales what the CPU really took: a busy machine
 * inflates TBT and TTI), the same runs' blocking time counted in CPU time rather than wall time
 * (a task that waits for a core costs a visitor nothing), and the blocking time of as many loads
 * in a Chromium without DevTools (scripts/trace-blocking.ts; neither is a target: they show what
 * the machine and DevTools add). Sizes are gzip
 * level 9 in kB of 1,000 bytes, measured as the budgets are
 * (scripts/budgets.ts). Writes the reports, summary.json and summary.md to bench-results/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { LANGUAGES } from '../src/lib/languages.ts'
import { benchPages, localPath } from '../src/site/pages.ts'
import { CHROMIUM_PATH } from './chromium.ts'
import { catalogChunks, firstLoadScripts, gzipKb, readBundleReport } from './budgets.ts'
import { blockingTime, readTrace, traceWithoutDevtools } from './trace-blocking.ts'

const TARGETS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0.01, ttiMs: 2500 } as const
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const port = Number(process.env.PORT ?? 4180)
// Every static host and CDN serves HTTPS with HTTP/2 (one connection, requests in parallel); over
// HTTP/1.1 a browser opens six connections to a host and sends one request at a time on each.
const http1 = process.env.BENCH_HTTP1 === '1'
const origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`
const client = 'dist/client'
const argv = process.argv.slice(2)
const pages = argv.length > 0 ? argv : LANGUAGES.flatMap((lang) => benchPages().map((page) => localPath(lang, page)))
const outDir = 'bench-results'

const Report = v.object({
  categories: v.record(v.string(), v.object({ score: v.nullable(v.number()) })),
  audits: v.object({
    'largest-contentful-paint': v.object({ numericValue: v.number() }),
    'total-blocking-time': v.object({ numericValue: v.number() }),
    'cumulative-layout-shift': v.object({ numericValue: v.number() }),
    interactive: v.object({ numericValue: v.number() }),
    'network-requests': v.object({
      details: v.object({ items: v.array(v.object({ url: v.string(), resourceType: v.optional(v.string()) })) }),
    }),
  }),
})

/** A key and a self-signed certificate for 127.0.0.1 (Chromium is told to accept it), in `dir`. */
function certificate(dir: string): { TLS_KEY: string; TLS_CERT: string } {
  const files = { TLS_KEY: join(dir, 'key.pem'), TLS_CERT: join(dir, 'cert.pem') }
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', files.TLS_KEY, '-out', files.TLS_CERT], { stdio: 'ignore' })
  if (made.status !== 0) throw new Error('openssl could not make a certificate for the bench')
  return files
}

/** The server first writes .br and .gz of every page (about 300 files), then says it is serving: up to three minutes. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const started = spawn('node', ['scripts/serve.ts', client], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('The static server did not start')), 180_000)
    started.stdout?.on('data', (data: Buffer) => {
      if (!data.toString().includes('Serving')) return
      clearTimeout(timeout)
      resolve()
    })
    started.once('exit', () => reject(new Error('The static server exited')))
  })
  return started
}

/** One Lighthouse run and its trace; a run Lighthouse itself gives up on (NO_NAVSTART and the like) is tried again, twice at most. */
function lighthouse(path: string, run: number, attempt = 1): { report: v.InferOutput<typeof Report>; cpuBlocking: number } {
  const file = join(outDir, `${path.replaceAll('/', '_').replace(/^_/, '')}-${run}.json`)
  const result = spawnSync(
    'lighthouse',
    [
      origin + path,
      '--quiet',
      // The trace too (<report>-0.trace.json), for the blocking time in CPU time.
      '--save-assets',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-background-networking --ignore-certificate-errors',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  )
  if (result.status !== 0) {
    if (attempt < 3) return lighthouse(path, run, attempt + 1)
    throw new Error(`Lighthouse failed on ${path} ${attempt} times`)
  }
  const events = readTrace(file.replace(/\.json$/, '-0.trace.json'))
  return { report: v.parse(Report, JSON.parse(readFileSync(file, 'utf8'))), cpuBlocking: blockingTime(events, 4, 'cpu') }
}

type Metric = 'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift' | 'interactive'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const loadAverage = () => loadavg().map((value) => Number(value.toFixed(1)))

const build = spawnSync('vite', ['build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
let server: ChildProcess | undefined
const certificateDir = mkdtempSync(join(tmpdir(), 'storm-bench-'))
try {
  mkdirSync(outDir, { recursive: true })
  server = await startServer(http1 ? {} : certificate(certificateDir))

  const loadBefore = loadAverage()
  const rows = []
  for (const path of pages) {
    const runs = Array.from({ length: RUNS }, (_, run) => lighthouse(path, run))
    const reports = runs.map((result) => result.report)
    // The same page in a Chromium without DevTools, as many times (scripts/trace-blocking.ts).
    const blocking: number[] = []
    for (let run = 0; run < RUNS; run += 1) blocking.push(blockingTime(await traceWithoutDevtools(CHROMIUM_PATH, origin + path)))
    const score = (name: string) => median(reports.map((report) => Math.round((report.categories[name]?.score ?? 0) * 100)))
    const audit = (name: Metric) => median(reports.map((report) => report.audits[name].numericValue))
    const [first] = reports
    const local = (first?.audits['network-requests'].details.items ?? [])
      .filter((item) => item.url.startsWith(origin))
      .map((item) => ({ path: new URL(item.url).pathname, type: item.resourceType ?? '' }))
    const sum = (items: typeof local) => items.reduce((total, item) => total + gzipKb(join(client, item.path)), 0)
    const scripts = local.filter((item) => item.type === 'Script')
    const catalog = scripts.filter((item) => /\/messages-[^/]+\.js$/.test(item.path))
    const html = readFileSync(join(client, path, 'index.html'), 'utf8')
    const firstLoad = firstLoadScripts(client, html, catalogChunks(readBundleReport())).reduce((total, asset) => total + gzipKb(join(client, asset)), 0)
    const row = {
      page: path,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best pr.': score('best-practices'),
      SEO: score('seo'),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      'TBT ms': Math.round(audit('total-blocking-time')),
      'TBT CPU ms': Math.round(median(runs.map((result) => result.cpuBlocking))),
      'TBT no DevTools ms': Math.round(median(blocking)),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'TTI ms': Math.round(audit('interactive')),
      'first-load JS kB': Number(firstLoad.toFixed(1)),
      'all JS kB': Number((sum(scripts) - sum(catalog)).toFixed(1)),
      'CSS kB': Number(sum(local.filter((item) => item.type === 'Stylesheet')).toFixed(1)),
      'catalog kB': Number(sum(catalog).toFixed(1)),
    }
    const meets =
      [row.perf, row.a11y, row['best pr.'], row.SEO].every((value) => value >= TARGETS.score) &&
      row['LCP ms'] <= TARGETS.lcpMs &&
      row['TBT ms'] <= TARGETS.tbtMs &&
      row.CLS <= TARGETS.cls &&
      row['TTI ms'] <= TARGETS.ttiMs
    console.log(`${path}: ${meets ? 'meets' : 'misses'} the targets`)
    rows.push(Object.assign(row, { targets: meets ? 'met' : 'missed' }))
  }
  const loadAfter = loadAverage()

  console.table(rows)
  const load = `load average (1, 5, 15 min) ${loadBefore.join(', ')} before and ${loadAfter.join(', ')} after the runs`
  const served = http1 ? 'served over plain HTTP/1.1' : 'served over HTTPS with HTTP/2'
  console.log(`Median of ${RUNS} Lighthouse runs per page, ${served}; ${load}.`)
  const [head] = rows
  const columns = head ? Object.keys(head) : []
  const markdown = [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${Object.values(row).join(' | ')} |`),
    '',
    `Median of ${RUNS} runs per page, ${served}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${load}.`,
  ].join('\n')
  writeFileSync(join(outDir, 'summary.md'), `${markdown}\n`)
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ runs: RUNS, protocol: http1 ? 'HTTP/1.1' : 'HTTP/2', loadBefore, loadAfter, rows }, null, 2)}\n`)
} finally {
  server?.kill()
  rmSync(certificateDir, { recursive: true, force: true })
}
