import { msg } from '@lingui/core/macro'
import { feedHeadLinks } from '~/features/blog/feeds'
import type { PostPageData } from '~/features/blog/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, postPage, type PagePath } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

/** A blog page's head from its registry entry, naming the language's feeds for readers and crawlers. */
export function blogHead(lang: Lang, path: PagePath) {
  const head = pageHead(lang, path)
  return { ...head, links: [...head.links, ...feedHeadLinks(lang)] }
}

/** JSON in a script element: `<` escaped, so that no text can close the element. */
function jsonScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A post's head: its own title, description and tags, hreflang to its translations, Article JSON-LD and the feeds. */
export function postHead(lang: Lang, slug: string, data: PostPageData | undefined) {
  if (data === undefined) {
    return routeHead({ lang, page: postPage(slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  const { post, author } = data
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const head = seoHead(env.VITE_SITE_URL, { lang, page: postPage(post.slug), title: post.title, description: post.description, keywords: post.tags })
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    image: `${origin}/images/blog/${post.cover}`,
    datePublished: post.date,
    inLanguage: lang,
    wordCount: post.wordCount,
    keywords: post.tags.join(', '),
    mainEntityOfPage: origin + localPath(lang, postPage(post.slug)),
    ...(author === null ? {} : { author: { '@type': 'Person', name: author.name, jobTitle: author.role } }),
    publisher: { '@type': 'Organization', name: brandName(hostSeo(new URL(origin).host), lang) },
  }
  return {
    meta: head.meta.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
    links: [...head.links, ...feedHeadLinks(lang)],
    scripts: [{ type: 'application/ld+json', children: jsonScript(article) }],
  }
}

/**
 * The head of a post layout page (v1, v2): it shows the newest post, whose own page is the one
 * search engines should index, so it is noindex with a canonical link to that page.
 */
export function layoutHead(lang: Lang, path: 'blog/single/v1' | 'blog/single/v2', data: PostPageData | undefined) {
  const head = blogHead(lang, path)
  if (data === undefined) return head
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  return { ...head, links: [{ rel: 'canonical', href: origin + localPath(lang, postPage(data.post.slug)) }, ...head.links] }
}
