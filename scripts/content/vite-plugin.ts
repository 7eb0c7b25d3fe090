/**
 * Content collections as modules (src/site/content): `locales/<lang>/content/<collection>/<slug>.md`
 * imports as `{ meta, html }`, with `?html` as the rendered body only, and
 * `virtual:content/<collection>/<lang>` as the metas of one language with their bodies' loaders, so
 * that a page loads its language's list and each body is a chunk of its own. The whole
 * set is checked when a build starts (a problem fails it, naming file and field); the blog's feeds
 * are written beside the pages.
 */
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { FEED_MEDIA_TYPES, feedPath } from '../../src/features/blog/feeds.ts'
import { brandName, hostSeo } from '../../src/features/seo/hosts.ts'
import { LANGUAGES, isLang, type Lang } from '../../src/lib/languages.ts'
import { COLLECTION_NAMES, SOURCE_LANG, type BlogPostMeta, type TeamMemberMeta } from '../../src/site/content/schemas.ts'
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
        [feedPath(lang, 'rss').slice(1), rssFeed(channel)],
        [feedPath(lang, 'atom').slice(1), atomFeed(channel)],
      ]
    }),
  )
}

/**
 * `virtual:content/<collection>/<lang>`: the metas of a collection's entries in one language and a
 * loader of each entry's body (src/site/content/collections.ts).
 */
const INDEX_PREFIX = 'virtual:content/'

const CONTENT_CHANGE = /(?:^|\/)(?:locales\/[^/]+\/content\/|public\/images\/)/

/** `origin`: the site's address, which the feeds' links are absolute on. */
export function contentCollections(options: { origin: string }): Plugin {
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
    resolveId(id) {
      return id.startsWith(INDEX_PREFIX) ? `\0${id}` : null
    },
    load(id) {
      if (id.startsWith(`\0${INDEX_PREFIX}`)) {
        const [collection, lang] = id.slice(INDEX_PREFIX.length + 1).split('/')
        if (!isLang(lang) || !COLLECTION_NAMES.some((name) => name === collection)) this.error(`${id.slice(1)} names no collection and language`)
        const entries = current().entries.filter((entry) => entry.collection === collection && entry.lang === lang)
        const bodies = entries.map((entry) => `${JSON.stringify(entry.slug)}: () => import(${JSON.stringify(`${join(root, entry.path)}?html`)}).then((module) => module.html),`)
        return { code: `export const entries = ${JSON.stringify(entries.map((entry) => entry.meta))}\nexport const bodies = {\n${bodies.join('\n')}\n}\n`, moduleType: 'js' }
      }
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
      const code = parts.has('html') ? html : meta + html
      return { code, moduleType: 'js' }
    },
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!CONTENT_CHANGE.test(relative(root, file).split(sep).join('/'))) return
        content = null
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.file?.endsWith('.md') === true || module.id?.startsWith(`\0${INDEX_PREFIX}`) === true) environment.moduleGraph.invalidateModule(module)
          }
        }
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(1) ?? ''
        const feed = /^([a-z]{2})\/blog\/(rss|atom)\.xml$/.exec(path)
        if (!feed || !isLang(feed[1])) return next()
        const xml = blogFeeds(current(), options.origin)[path]
        if (xml === undefined) return next()
        response.setHeader('Content-Type', `${FEED_MEDIA_TYPES[feed[2] === 'rss' ? 'rss' : 'atom']}; charset=utf-8`)
        response.end(xml)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [fileName, source] of Object.entries(blogFeeds(current(), options.origin))) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
