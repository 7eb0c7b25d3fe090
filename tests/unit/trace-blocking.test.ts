// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockingTime } from '../../scripts/trace-blocking'

const PAGE = { pid: 2, tid: 20 }
const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } })
const task = (ts: number, ms: number, where = PAGE, name = 'ThreadControllerImpl::RunTask') => ({ name, ph: 'X', ...where, ts, dur: ms * 1000 })
const paint = (ts: number) => ({ name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts })

describe('blockingTime', () => {
  it('counts each task after the first paint as Lighthouse does: its time × 4 beyond 50 ms', () => {
    const events = [thread(2, 20, 'CrRendererMain'), paint(1_000_000), task(1_100_000, 30), task(1_200_000, 12), task(1_300_000, 20)]
    // 30 ms × 4 = 120 → 70; 12 ms × 4 = 48 → 0; 20 ms × 4 = 80 → 30.
    expect(blockingTime(events)).toBe(100)
  })

  it('leaves out what comes before the first paint, nested tasks and other threads', () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'),
      thread(2, 21, 'Compositor'),
      paint(1_000_000),
      task(500_000, 80),
      task(1_100_000, 30),
      task(1_100_000, 29, PAGE, 'RunTask'),
      task(1_200_000, 40, { pid: 2, tid: 21 }),
      task(1_300_000, 40, { pid: 1, tid: 10 }),
    ]
    // The page's renderer is the main thread with the most events (pid 2), not an about:blank one.
    expect(blockingTime(events)).toBe(70)
  })

  it('counts CPU time instead of wall time when asked: a task waiting for a core blocks only while it runs', () => {
    const waited = (ts: number, wallMs: number, cpuMs: number) => ({ ...task(ts, wallMs), tdur: cpuMs * 1000 })
    const events = [thread(2, 20, 'CrRendererMain'), paint(1_000_000), waited(1_100_000, 30, 2), waited(1_200_000, 40, 20), task(1_300_000, 15)]
    // Wall: 70 + 110 + 10. CPU: 2 ms → 0; 20 ms × 4 = 80 → 30; a task without CPU time counts its wall time, 15 → 10.
    expect(blockingTime(events)).toBe(190)
    expect(blockingTime(events, 4, 'cpu')).toBe(40)
  })

  it('is NaN when the page never painted', () => {
    expect(blockingTime([thread(2, 20, 'CrRendererMain'), task(1_000, 30)])).toBeNaN()
  })
})
