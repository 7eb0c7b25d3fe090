import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadPosts } from '~/features/blog/load'
import { formatPostDate } from '~/features/blog/posts'
import { LANGUAGES } from '~/lib/languages'
import { Route as Post } from '~/routes/$lang/blog/$slug'
import { Route as Grid } from '~/routes/$lang/blog/grid'
import { Route as ListSidebar } from '~/routes/$lang/blog/list-sidebar'
import { Route as SingleV2 } from '~/routes/$lang/blog/single/v2'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the blog pages show from their data, in every language: the grid's first page, the list's
 * count and recent posts, a post's date, reading time and related posts, and the post layout's
 * table of contents. Expected texts are the English sources as each language's catalogs translate
 * them; a post's own words are its content's. Paging, filtering, searching, the neighbours, the
 * head and the feeds are end to end (tests/e2e/blog.spec.ts).
 */
describe.each(LANGUAGES)('blog pages (%s)', (lang) => {
  it(`${lang}: the grid shows the six newest posts, on page 1 of its pages`, async () => {
    const posts = await loadPosts(lang)
    await renderRoute(Grid, `/${lang}/blog/grid?page=1`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Blog'))
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(posts.slice(0, 6).map((post) => post.title))
    const pages = screen.getByRole('navigation', { name: say(lang, 'Blog pages') })
    // The page's number follows a word for screen readers ("Page 1").
    const pageLink = (number: number) => within(pages).getByRole('link', { name: new RegExp(`^${say(lang, 'Page')}\\s*${number}$`) })
    expect(pageLink(1)).toHaveAttribute('aria-current', 'page')
    expect(pageLink(2)).not.toHaveAttribute('aria-current')
  })

  it(`${lang}: the list counts every post and its sidebar lists four recent ones`, async () => {
    const total = (await loadPosts(lang)).length
    await renderRoute(ListSidebar, `/${lang}/blog/list-sidebar`)
    expect(total).toBe(8)
    expect(screen.getByRole('status')).toHaveTextContent(say(lang, '{total, plural, one {{count} of # post} other {{count} of # posts}}', { count: total, total }))
    expect(within(screen.getByRole('region', { name: say(lang, 'Recent posts') })).getAllByRole('listitem')).toHaveLength(4)
  })

  it(`${lang}: a post shows its date, its reading time and three related posts`, async () => {
    const post = (await loadPosts(lang)).find((item) => item.slug === 'accessible-forms-that-convert')
    await renderRoute(Post, `/${lang}/blog/accessible-forms-that-convert`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post?.title ?? 'no post')
    expect(screen.getAllByText(formatPostDate('2026-07-09', lang)).length).toBeGreaterThan(0)
    const minutes = post?.readingMinutes ?? 0
    expect(screen.getAllByText(say(lang, '{minutes, plural, one {# min read} other {# min read}}', { minutes })).length).toBeGreaterThan(0)
    expect(within(screen.getByRole('region', { name: say(lang, 'Related posts') })).getAllByRole('article')).toHaveLength(3)
  })

  it(`${lang}: the post layout shows the newest post with its table of contents`, async () => {
    const [newest] = await loadPosts(lang)
    await renderRoute(SingleV2, `/${lang}/blog/single/v2`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(newest?.title ?? 'no post')
    expect(screen.getByRole('navigation', { name: say(lang, 'In this post') })).toBeInTheDocument()
  })
})

describe('blog dates', () => {
  it('en: a post is dated in English words', async () => {
    await renderRoute(Post, '/en/blog/accessible-forms-that-convert')
    expect(screen.getAllByText('July 9, 2026').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessible forms that convert: the fixes we make first')
  })
})
