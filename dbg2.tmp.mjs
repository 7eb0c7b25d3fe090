import { readFileSync } from 'node:fs'
const file = process.argv[2]
const data = JSON.parse(readFileSync(file, 'utf8'))
const events = data.traceEvents ?? data
const mains = events.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
const count = t => events.filter(e => e.pid === t.pid && e.tid === t.tid).length
const main = mains.sort((a, b) => count(b) - count(a))[0]
const on = e => e.pid === main.pid && e.tid === main.tid
const nav = events.find(e => e.name === 'navigationStart' && e.pid === main.pid) ?? events.find(e=>e.name==='TracingStartedInBrowser')
const t0 = nav.ts
const fcp = events.find(e => e.name === 'firstContentfulPaint' && e.pid === main.pid)
console.log('FCP', fcp && (fcp.ts - t0) / 1000)
const tasks = events.filter(e => on(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')).sort((a, b) => a.ts - b.ts)
let end = -Infinity
for (const t of tasks) {
  if (t.ts < end) continue
  end = t.ts + t.dur
  if (t.dur < (Number(process.argv[3] ?? 12500))) continue
  const inner = events.filter(e => on(e) && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 1500)
  const desc = inner.map(e => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(1)}`).slice(0, 14).join(' ')
  console.log(((t.ts - t0) / 1000).toFixed(0), (t.dur / 1000).toFixed(1), desc)
}
