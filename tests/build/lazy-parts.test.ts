import { describe, expect, it } from 'vitest'
import { readBundleReport } from '../../scripts/budgets'
import { lazyChunks, LAZY_PART_MIN_KB, paysTooLittle } from '../../scripts/lazy-parts'

describe('the production build', () => {
  // docs/benchmarks.md, "The lazy layer": under the minimum a part is a plain import or shares a neighbour's chunk.
  it(`loads nothing lazily that keeps under ${LAZY_PART_MIN_KB} kB out of a page's first load`, { timeout: 60_000 }, () => {
    const chunks = lazyChunks('dist/client', readBundleReport())
    expect(chunks.length).toBeGreaterThan(40)
    expect(chunks.filter(paysTooLittle).map((chunk) => `${chunk.name}: ${chunk.keptKb.toFixed(2)} kB (${chunk.pages[0] ?? ''})`)).toEqual([])
  })
})
