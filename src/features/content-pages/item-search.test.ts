// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HelpArticleSearchSchema, JobSearchSchema } from './item-search'
import { movedScript, type MovedPage } from './moved-script'

describe('the search params of the old job and help article addresses', () => {
  it('keep a slug as it is', () => {
    expect(v.parse(JobSearchSchema, { job: 'backend-developer' })).toEqual({ job: 'backend-developer' })
    expect(v.parse(HelpArticleSearchSchema, { article: 'placing-an-order' })).toEqual({ article: 'placing-an-order' })
  })

  it('leave a missing value missing', () => {
    expect(v.parse(JobSearchSchema, {})).toEqual({})
    expect(v.parse(HelpArticleSearchSchema, { page: 2 })).toEqual({})
  })

  it('turn a value that is no slug into an empty one, never an error', () => {
    // The router parses `?job=12` as a number and `?job=[1]` as a list.
    for (const job of [12, '', 'Backend Developer', '../etc/passwd', 'a--b', ['frontend-developer'], { slug: 'x' }, null, 'x'.repeat(101)]) {
      expect(v.safeParse(JobSearchSchema, { job })).toEqual(expect.objectContaining({ success: true, output: { job: '' } }))
    }
    expect(v.parse(HelpArticleSearchSchema, { article: true })).toEqual({ article: '' })
  })
})

describe('the inline script of an old address', () => {
  const JOBS: MovedPage = { param: 'job', item: 'career/', list: 'career' }
  const ARTICLES: MovedPage = { param: 'article', item: 'help/', list: 'help/center' }

  /** Where the script sends a browser at an address. */
  function go(moved: MovedPage, address: string): string {
    const url = new URL(address, 'https://example.com')
    let target = ''
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (target = to) }
    // oxlint-disable-next-line no-new-func -- the script is the page's inline script, run as the browser would.
    new Function('location', movedScript(moved))(location)
    return target
  }

  it('sends a named item to its own page, in the language of the address, keeping the fragment', () => {
    expect(go(JOBS, '/en/career/single?job=backend-developer')).toBe('/en/career/backend-developer')
    expect(go(ARTICLES, '/de/help/detail/?article=paying-for-your-order#schritt-2')).toBe('/de/help/paying-for-your-order#schritt-2')
    // A slug no item has is that address's 404 page.
    expect(go(JOBS, '/tr/career/single?job=data-engineer')).toBe('/tr/career/data-engineer')
  })

  it('sends an address without a usable slug to the list', () => {
    expect(go(JOBS, '/en/career/single')).toBe('/en/career')
    expect(go(JOBS, '/tr/career/single?job=Backend%20Developer')).toBe('/tr/career')
    expect(go(ARTICLES, '/de/help/detail?article=')).toBe('/de/help/center')
    expect(go(ARTICLES, '/en/help/detail?article=..%2Fetc')).toBe('/en/help/center')
  })
})
