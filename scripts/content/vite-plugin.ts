/**
 * Content collections as modules (src/site/content): `locales/<lang>/content/<collection>/<slug>.md`
 * imports as `{ meta, html }`, with `?meta` as the front matter and facts only and `?html` as the
 * rendered body only, so that lists bundle the metas and each body is a chunk of its own. The whole
 * set is checked when a build starts (a problem fails it, naming file and field); the blog's feeds
 * are written beside the pages.
 */
import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { brandName, hostSeo } from '../../src/features/seo/hosts.ts'
import { LANGUAGES, isLang, type Lang } from '../../src/lib/languages.ts'
import { SOURCE_LANG, type BlogPostMeta, type TeamMemberMeta } from '../../src/site/content/schemas.ts'
import { CONTENT_FILE, ContentError, type ContentSet } from './collections.ts'
import { atomFeed, rssFeed, type FeedChannel } from './feeds.ts'
import { loadContent } from './files.ts'

/** The channel description of each language's feeds (the build runs before any catalog is loaded). */
const FEED_DESCRIPTIONS: Record<Lang, string> = {
  tr: 'Storm Yazılım ekibinden yazılım mimarisi, ERP, IoT, entegrasyon, veri ve DevOps üzerine yazılar.',
  en: 'Articles from the Storm Software team on software architecture, ERP, IoT, integration, data and DevOps.',
  de: 'Artikel des Storm-Software-Teams über Softwarearchitektur, ERP, IoT, Integration, Daten und DevOps.',
}

/** The feeds of every language, keyed by their path without the leading slash. */
export function blogFeeds(content: ContentSet, origin: string): Record<string, string> {
  const names = new Map(
    content.entries.filter((entry) => entry.collection === 'team' && entry.lang === SOURCE_LANG).map((entry) => [entry.slug, (entry.meta as unknown as TeamMemberMeta).name]),
  )
  const seo = hostSeo(new URL(origin).host)
  return Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const posts = content.entries
        .filter((entry) => entry.collection === 'blog' && entry.lang === lang)
        .map((entry) => {
          const post = entry.meta as unknown as BlogPostMeta
          return { slug: post.slug, title: post.title, description: post.description, date: post.date, category: post.category, tags: post.tags, cover: post.cover, authorName: names.get(post.author) ?? post.author }
        })
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
      const channel: FeedChannel = { lang, origin, title: `${brandName(seo, lang)} Blog`, description: FEED_DESCRIPTIONS[lang], posts }
      return [
        [`${lang}/blog/rss.xml`, rssFeed(channel)],
        [`${lang}/blog/atom.xml`, atomFeed(channel)],
      ]
    }),
  )
}

const CONTENT_CHANGE = /(?:^|\/)(?:locales\/[^/]+\/content\/|public\/images\/)/

/** `feeds`: write the blog's feeds (on once the blog has pages for their links to open). */
export function contentCollections(options: { origin: string; feeds: boolean }): Plugin {
  let root = process.cwd()
  let building = false
  let content: ContentSet | null = null
  const current = () => (content ??= loadContent(root))

  return {
    name: 'storm:content-collections',
    configResolved(config) {
      root = config.root
      building = config.command === 'build'
    },
    buildStart() {
      const { issues } = current()
      if (issues.length === 0) return
      const error = new ContentError(issues)
      if (building) this.error(error.message)
      this.warn(error.message)
    },
    load(id) {
      const [file = '', query = ''] = id.split('?')
      const path = relative(root, file).split(sep).join('/')
      const match = CONTENT_FILE.exec(path)
      if (!match) return null
      const entry = current().entries.find((item) => item.path === path)
      if (!entry) {
        const problems = current().issues.filter((issue) => issue.file === path || (match[1] !== SOURCE_LANG && issue.file === path.replace(`/${match[1]}/`, `/${SOURCE_LANG}/`)))
        this.error(new ContentError(problems).message)
      }
      const parts = new URLSearchParams(query)
      const meta = `export const meta = ${JSON.stringify(entry.meta)}\n`
      const html = `export const html = ${JSON.stringify(entry.html)}\n`
      const code = parts.has('meta') ? meta : parts.has('html') ? html : meta + html
      return { code, moduleType: 'js' }
    },
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!CONTENT_CHANGE.test(relative(root, file).split(sep).join('/'))) return
        content = null
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.file?.endsWith('.md') === true) environment.moduleGraph.invalidateModule(module)
          }
        }
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(1) ?? ''
        const feed = /^([a-z]{2})\/blog\/(rss|atom)\.xml$/.exec(path)
        if (!options.feeds || !feed || !isLang(feed[1])) return next()
        const xml = blogFeeds(current(), options.origin)[path]
        if (xml === undefined) return next()
        response.setHeader('Content-Type', feed[2] === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
        response.end(xml)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !options.feeds) return
      for (const [fileName, source] of Object.entries(blogFeeds(current(), options.origin))) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
