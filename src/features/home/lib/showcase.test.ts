// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { newestPosts, pickQuotes, pickStudies } from './showcase'

describe('pickStudies', () => {
  it('takes the featured studies first, each group in the given order, up to the count', () => {
    const studies = [{ slug: 'a' }, { slug: 'b', featured: true }, { slug: 'c' }, { slug: 'd', featured: true }]
    expect(pickStudies(studies, 3).map((study) => study.slug)).toEqual(['b', 'd', 'a'])
    expect(pickStudies(studies, 1).map((study) => study.slug)).toEqual(['b'])
  })

  it('fills up with the others when too few are featured, and gives what there is', () => {
    const unfeatured: { slug: string; featured?: boolean }[] = [{ slug: 'a' }, { slug: 'b' }]
    expect(pickStudies(unfeatured, 3).map((study) => study.slug)).toEqual(['a', 'b'])
    expect(pickStudies([], 3)).toEqual([])
  })
})

describe('pickQuotes', () => {
  const stories = [
    { slug: 'one', client: 'bergmann-logistik' },
    { slug: 'two', client: 'polar-systems' },
    { slug: 'three', client: 'ege-makina' },
    { slug: 'four', client: 'anatolia-foods' },
  ]

  it('prefers the clients no case study on the page names, in the given order', () => {
    expect(pickQuotes(stories, ['bergmann-logistik', 'ege-makina'], 2).map((story) => story.slug)).toEqual(['two', 'four'])
  })

  it('falls back to clients already shown when there are not enough others', () => {
    expect(pickQuotes(stories, ['bergmann-logistik', 'ege-makina', 'anatolia-foods'], 2).map((story) => story.slug)).toEqual(['two', 'one'])
  })
})

describe('newestPosts', () => {
  it('gives the newest posts first, whatever the order it gets, the slug deciding a tie', () => {
    const posts = [
      { slug: 'old', date: '2026-01-10' },
      { slug: 'newest', date: '2026-11-12' },
      { slug: 'b-same-day', date: '2026-10-01' },
      { slug: 'a-same-day', date: '2026-10-01' },
    ]
    expect(newestPosts(posts, 3).map((post) => post.slug)).toEqual(['newest', 'a-same-day', 'b-same-day'])
    expect(posts[0]?.slug).toBe('old')
  })
})
