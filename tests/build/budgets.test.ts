import { describe, expect, it } from 'vitest'
import { budgetFailures, CEILINGS_KB, readBundleReport } from '../../scripts/budgets'

describe('the production build', () => {
  // About 300 pages: reading and measuring them takes seconds on a busy machine.
  it('keeps every page, chunk, stylesheet and catalog within its size ceiling', { timeout: 60_000 }, () => {
    // Each failure names the page or chunk and lists its largest modules. The ceilings are above
    // issue 10's budgets for now (scripts/budgets.ts says why); they only ever go down.
    expect(budgetFailures('dist/client', readBundleReport(), CEILINGS_KB).join('\n\n')).toBe('')
  })
})
