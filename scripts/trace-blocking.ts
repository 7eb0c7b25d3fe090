/**
 * Blocking time as a visitor's browser has it: Chromium loads the page with no DevTools attached
 * and records a trace from its own start (`--trace-startup`), and the page's main-thread tasks
 * after the first contentful paint are counted as Lighthouse counts them (each task's time at
 * Lighthouse's CPU slowdown, beyond its long-task threshold).
 *
 * Why beside Lighthouse: Lighthouse drives Chromium over the DevTools protocol, and with DevTools
 * attached V8 collects source positions while the entry's modules are evaluated, re-parsing the
 * entry's top level and one large function, most of the entry's task (docs/benchmarks.md).
 * Lighthouse also shares this machine's two cores with the page. Its figures stay the targets;
 * this column shows how much of them the page itself costs.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'

const TraceEvent = v.object({
  name: v.string(),
  ph: v.string(),
  pid: v.number(),
  tid: v.number(),
  ts: v.number(),
  dur: v.optional(v.number()),
  tdur: v.optional(v.number()),
  args: v.optional(v.object({ name: v.optional(v.unknown()) })),
})
type TraceEvent = v.InferOutput<typeof TraceEvent>
const Trace = v.union([v.object({ traceEvents: v.array(TraceEvent) }), v.array(TraceEvent)])

/** The events of a trace file, in either of Chromium's two formats (an object or a bare array). */
export function readTrace(file: string): TraceEvent[] {
  const trace = v.parse(Trace, JSON.parse(readFileSync(file, 'utf8')))
  return Array.isArray(trace) ? trace : trace.traceEvents
}

/** Lighthouse's threshold of a long task, in milliseconds of the slowed-down CPU. */
const LONG_TASK_MS = 50

const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask'])

/**
 * Lighthouse's total blocking time from a trace of one page load: on the page's main thread (the
 * main thread of the renderer that painted), every top-level task that starts at or after the
 * first contentful paint counts its duration × `slowdown` beyond `LONG_TASK_MS`. NaN without a paint.
 * `clock: 'cpu'` counts each task's CPU time instead of its wall time: on a machine whose cores the
 * page shares (with Lighthouse, the browser's other processes, other machines' work), a task also
 * lasts while its thread waits for a core, which the page does not cost a visitor's phone.
 */
export function blockingTime(events: readonly TraceEvent[], slowdown = 4, clock: 'wall' | 'cpu' = 'wall'): number {
  // The page's renderer is the process that painted it: Chromium also starts spare renderers,
  // whose main threads may log more events than the page's own.
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint?.pid)
  if (paint === undefined || main === undefined) return Number.NaN
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid
  // Outermost tasks only: Chromium nests a RunTask inside a ThreadControllerImpl::RunTask.
  const tasks = events.filter((event) => onMain(event) && event.ph === 'X' && TASKS.has(event.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  let total = 0
  let end = Number.NEGATIVE_INFINITY
  for (const task of tasks) {
    const duration = task.dur ?? 0
    if (task.ts < end) continue
    end = task.ts + duration
    if (task.ts < paint.ts) continue
    const counted = clock === 'cpu' ? (task.tdur ?? duration) : duration
    total += Math.max(0, (counted / 1000) * slowdown - LONG_TASK_MS)
  }
  return total
}

/** Loads `url` in a fresh headless Chromium without DevTools, tracing its first `seconds`; returns the trace's events. */
export async function traceWithoutDevtools(chrome: string, url: string, seconds = 5): Promise<TraceEvent[]> {
  const dir = mkdtempSync(join(tmpdir(), 'storm-trace-'))
  const file = join(dir, 'trace.json')
  const browser = spawn(
    chrome,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      // The bench serves HTTPS with a certificate of its own making.
      '--ignore-certificate-errors',
      `--user-data-dir=${join(dir, 'profile')}`,
      // A phone's viewport; the bench's Lighthouse runs emulate a Moto G Power.
      '--window-size=412,823',
      '--trace-startup=devtools.timeline,toplevel,loading',
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${seconds}`,
      url,
    ],
    // Its own process group, so that its helper processes end with it.
    { stdio: 'ignore', detached: true },
  )
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  try {
    // Chromium writes the file when the trace ends and then keeps running: wait until it parses.
    for (let waited = 0; waited < (seconds + 20) * 1000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      if (!existsSync(file)) continue
      try {
        return readTrace(file)
      } catch {
        // still being written
      }
    }
    throw new Error(`No trace of ${url} from Chromium`)
  } finally {
    if (browser.pid !== undefined && browser.exitCode === null && browser.signalCode === null) {
      try {
        process.kill(-browser.pid, 'SIGKILL')
      } catch {
        // The group ended on its own meanwhile.
      }
    }
    await exited
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch (error) {
      // A helper process still writing in its profile: a temporary directory left behind.
      console.warn(`Could not remove ${dir}`, error)
    }
  }
}
