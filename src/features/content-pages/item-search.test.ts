// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { chooseItem, HelpArticleSearchSchema, JobSearchSchema } from './item-search'

describe('the search params of the job and help article pages', () => {
  it('keep a slug as it is', () => {
    expect(v.parse(JobSearchSchema, { job: 'backend-developer' })).toEqual({ job: 'backend-developer' })
    expect(v.parse(HelpArticleSearchSchema, { article: 'placing-an-order' })).toEqual({ article: 'placing-an-order' })
  })

  it('leave a missing value missing, so the page offers the list', () => {
    expect(v.parse(JobSearchSchema, {})).toEqual({})
    expect(v.parse(HelpArticleSearchSchema, { page: 2 })).toEqual({})
  })

  it('turn a value that is no slug into one that matches nothing, never an error', () => {
    // The router parses `?job=12` as a number and `?job=[1]` as a list.
    for (const job of [12, '', 'Backend Developer', '../etc/passwd', 'a--b', ['frontend-developer'], { slug: 'x' }, null, 'x'.repeat(101)]) {
      expect(v.safeParse(JobSearchSchema, { job })).toEqual(expect.objectContaining({ success: true, output: { job: '' } }))
    }
    expect(v.parse(HelpArticleSearchSchema, { article: true })).toEqual({ article: '' })
  })
})

describe('chooseItem', () => {
  const items = [{ slug: 'frontend-developer' }, { slug: 'backend-developer' }]

  it('shows the chooser without a slug', () => {
    expect(chooseItem(items, undefined)).toEqual({ kind: 'chooser' })
  })

  it('shows the item of the slug', () => {
    expect(chooseItem(items, 'backend-developer')).toEqual({ kind: 'item', item: { slug: 'backend-developer' } })
  })

  it('shows the not-found state for a slug no item has, or for an invalid one', () => {
    expect(chooseItem(items, 'data-engineer')).toEqual({ kind: 'not-found' })
    expect(chooseItem(items, '')).toEqual({ kind: 'not-found' })
    expect(chooseItem([], 'frontend-developer')).toEqual({ kind: 'not-found' })
  })
})
