// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BlogPostMeta } from '~/site/content/schemas'
import { adjacentPosts, allTags, filterPosts, formatPostDate, pageCount, postsOnPage, relatedPosts } from './posts'

function post(slug: string, category: BlogPostMeta['category'], tags: string[], title = slug): BlogPostMeta {
  return {
    slug,
    lang: 'en',
    category,
    tags,
    title,
    description: `About ${slug}`,
    date: '2026-06-18',
    author: 'elif-kaya',
    cover: `${slug}.svg`,
    coverAlt: '',
    readingMinutes: 3,
    wordCount: 600,
    excerpt: '',
    headings: [],
  }
}

describe('the blog grid', () => {
  it('pages six posts at a time, and shows none past the last page', () => {
    const posts = Array.from({ length: 8 }, (_, index) => index)
    expect([pageCount(0), pageCount(6), pageCount(7), pageCount(8), pageCount(13)]).toEqual([1, 1, 2, 2, 3])
    expect(postsOnPage(posts, 1)).toEqual([0, 1, 2, 3, 4, 5])
    expect(postsOnPage(posts, 2)).toEqual([6, 7])
    expect(postsOnPage(posts, 3)).toEqual([])
  })
})

describe('a post among the others', () => {
  const posts = [post('c', 'iot', ['a']), post('b', 'data', ['x', 'y']), post('a', 'iot', ['x'])]

  it('has the older post as previous and the newer one as next, and none past either end', () => {
    expect(adjacentPosts(posts, 'b')).toEqual({ previous: posts[2], next: posts[0] })
    expect(adjacentPosts(posts, 'c')).toEqual({ previous: posts[1], next: null })
    expect(adjacentPosts(posts, 'a')).toEqual({ previous: null, next: posts[1] })
    expect(adjacentPosts(posts, 'nope')).toEqual({ previous: null, next: null })
  })

  it('relates posts by category (worth two tags) and shared tags, then by date, never itself', () => {
    const more = [...posts, post('d', 'erp', []), post('e', 'data', [])]
    expect(relatedPosts(more, post('n', 'data', ['x'])).map((item) => item.slug)).toEqual(['b', 'e', 'a'])
    expect(relatedPosts(more, more[0] ?? post('?', 'iot', []), 2).map((item) => item.slug)).toEqual(['a', 'b'])
    expect(relatedPosts([posts[0] ?? post('?', 'iot', [])], posts[0] ?? post('?', 'iot', []))).toEqual([])
  })
})

describe('the blog list', () => {
  const posts = [post('one', 'iot', ['MQTT', 'retrofit'], 'Sensors on old machines'), post('two', 'data', ['postgresql'], 'İzmir warehouse'), post('three', 'iot', ['postgresql'], 'Shop floor data')]

  it('filters by category, tag and every word of the search, in any case', () => {
    expect(filterPosts(posts, {}, 'en').map((item) => item.slug)).toEqual(['one', 'two', 'three'])
    expect(filterPosts(posts, { category: 'iot' }, 'en').map((item) => item.slug)).toEqual(['one', 'three'])
    expect(filterPosts(posts, { tag: 'postgresql' }, 'en').map((item) => item.slug)).toEqual(['two', 'three'])
    expect(filterPosts(posts, { q: 'OLD  machines' }, 'en').map((item) => item.slug)).toEqual(['one'])
    expect(filterPosts(posts, { q: 'mqtt' }, 'en').map((item) => item.slug)).toEqual(['one'])
    expect(filterPosts(posts, { q: 'izmir' }, 'tr').map((item) => item.slug)).toEqual(['two'])
    expect(filterPosts(posts, { category: 'data', q: 'shop' }, 'en')).toEqual([])
  })

  it('lists every tag once, in alphabetical order', () => {
    expect(allTags(posts, 'en')).toEqual(['MQTT', 'postgresql', 'retrofit'])
  })
})

describe('post dates', () => {
  it('are written in the language format, the same on any time zone', () => {
    expect(formatPostDate('2026-06-18', 'en')).toBe('June 18, 2026')
    expect(formatPostDate('2026-06-18', 'de')).toBe('18. Juni 2026')
    expect(formatPostDate('2026-06-18', 'tr')).toBe('18 Haziran 2026')
  })
})
