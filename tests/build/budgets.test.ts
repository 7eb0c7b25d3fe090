import { describe, expect, it } from 'vitest'
import { BUDGETS_KB, budgetFailures, readBundleReport } from '../../scripts/budgets'

describe('the production build', () => {
  // About 300 pages: reading and measuring them takes seconds on a busy machine.
  it('keeps every page, chunk, stylesheet and catalog within its budget', { timeout: 60_000 }, () => {
    // Each failure names the page or chunk and lists its largest modules.
    expect(budgetFailures('dist/client', readBundleReport(), BUDGETS_KB).join('\n\n')).toBe('')
  })
})
