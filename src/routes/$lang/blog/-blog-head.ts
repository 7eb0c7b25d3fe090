import { feedHeadLinks } from '~/features/blog/feeds'
import type { PostPageData } from '~/features/blog/load'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, postPage, type PagePath } from '~/site/pages'
import { layoutHead, ownHead, pageHead } from '../../-components/page-head'

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
  const head = ownHead(lang, postPage(slug), data && { title: data.post.title, description: data.post.description, keywords: data.post.tags }, { article: true })
  if (data === undefined) return head
  const { post, author } = data
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
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
  return { ...head, links: [...head.links, ...feedHeadLinks(lang)], scripts: [{ type: 'application/ld+json', children: jsonScript(article) }] }
}

/** The head of a post layout page (v1, v2), which shows the newest post: see layoutHead. */
export function postLayoutHead(lang: Lang, path: 'blog/single/v1' | 'blog/single/v2', data: PostPageData | undefined) {
  const head = layoutHead(lang, path, data && postPage(data.post.slug))
  return { ...head, links: [...head.links, ...feedHeadLinks(lang)] }
}
