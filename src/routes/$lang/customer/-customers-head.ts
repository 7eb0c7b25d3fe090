import { msg } from '@lingui/core/macro'
import type { StoryPageData } from '~/features/customers/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, storyPage } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

/** A story's head: its own title and description, hreflang to its translations. */
export function storyHead(lang: Lang, slug: string, data: StoryPageData | undefined) {
  if (data === undefined) {
    return routeHead({ lang, page: storyPage(slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  const { story } = data
  const head = seoHead(env.VITE_SITE_URL, { lang, page: storyPage(story.slug), title: story.title, description: story.description, keywords: [story.title, story.city] })
  return { meta: head.meta.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)), links: head.links }
}

/**
 * The head of the second story layout: it shows the newest story, whose own page is the one
 * search engines should index, so it is noindex with a canonical link to that page.
 */
export function storyLayoutHead(lang: Lang, data: StoryPageData | undefined) {
  const head = pageHead(lang, 'customer/story-single')
  if (data === undefined) return head
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  return { ...head, links: [{ rel: 'canonical', href: origin + localPath(lang, storyPage(data.story.slug)) }, ...head.links] }
}
