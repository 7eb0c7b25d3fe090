import { describe, expect, it } from 'vitest'
import { budgetFailures, readBundleReport } from '../../scripts/budgets'

describe('the production build', () => {
  it('keeps every page, chunk, stylesheet and catalog within its size budget', () => {
    // Each failure names the page or chunk and lists its largest modules.
    expect(budgetFailures('dist/client', readBundleReport()).join('\n\n')).toBe('')
  })
})
