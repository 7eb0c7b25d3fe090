import type { PostPageData } from '~/features/blog/load'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, postPage } from '~/site/pages'

/** A post's Article JSON-LD, as the text of its script element (`<` escaped, so that no text can close it). */
export function postJsonLd(lang: Lang, { post, author }: PostPageData): string {
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
  return JSON.stringify(article).replace(/</g, '\\u003c')
}
