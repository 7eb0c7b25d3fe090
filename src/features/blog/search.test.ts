// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BlogGridSearchSchema, BlogListSearchSchema } from './search'

describe('the blog grid\'s address', () => {
  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    const page = (value: unknown) => v.parse(BlogGridSearchSchema, value === undefined ? {} : { page: value }).page
    expect([page(undefined), page(2), page('3'), page('abc'), page(0), page(-1), page(1.5), page(1e9), page(null)]).toEqual([1, 2, 3, 1, 1, 1, 1, 1, 1])
  })
})

describe('the blog list\'s address', () => {
  it('drops filters it does not know instead of failing', () => {
    expect(v.parse(BlogListSearchSchema, { category: 'gardening', tag: '', q: '   ' })).toEqual({})
    expect(v.parse(BlogListSearchSchema, { category: 'iot', tag: ' mqtt ', q: 'x'.repeat(101) })).toEqual({ category: 'iot', tag: 'mqtt' })
  })
})
