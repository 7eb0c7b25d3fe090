import { relative } from 'node:path'
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'

/** The annotation that carries a test's number of page loads here (fixtures.ts). */
export const PAGE_LOADS = 'page-loads'

/**
 * Prints, at the end of a run, the spec files that took the most time (summed over their tests,
 * across the workers) and how many pages the run loaded: where a faster suite would start.
 */
export default class TimingReporter implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>()
  private pageLoads = 0

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const { type, description } of result.annotations) if (type === PAGE_LOADS) this.pageLoads += Number(description)
    // The spec file, not where `test()` was called (a helper in fixtures.ts registers some tests).
    let suite: Suite | undefined = test.parent
    while (suite !== undefined && suite.type !== 'file') suite = suite.parent
    const file = relative(process.cwd(), suite?.location?.file ?? test.location.file)
    const known = this.perFile.get(file) ?? { ms: 0, tests: 0 }
    this.perFile.set(file, { ms: known.ms + result.duration, tests: known.tests + 1 })
  }

  onEnd(result: FullResult): void {
    if (this.perFile.size === 0) return
    const files = [...this.perFile].sort(([, a], [, b]) => b.ms - a.ms)
    const total = files.reduce((sum, [, { ms }]) => sum + ms, 0)
    console.log(`\nEnd-to-end: ${(result.duration / 1000).toFixed(0)} s on the clock, ${(total / 1000).toFixed(0)} s of test time in all, ${this.pageLoads} page loads. The slowest ten spec files:`)
    for (const [file, { ms, tests }] of files.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${String(tests).padStart(3)} tests  ${file}`)
  }
}
