/**
 * Reads and checks every content file (src/site/content/schemas.ts declares the collections): its
 * front matter against the collection's schema, its body against the Markdown rules, and the set
 * as a whole (every entry in every language, references, tag counts, images). Pure: the files and
 * the image folders come in as data, so the checks are unit-tested without a disk.
 */
import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { LANGUAGES, isLang, type Lang } from '../../src/lib/languages.ts'
import {
  COLLECTIONS,
  SOURCE_LANG,
  SlugSchema,
  type CollectionDefinition,
  type CollectionName,
  type EntryFacts,
} from '../../src/site/content/schemas.ts'
import { FrontMatterError, parseFrontMatter, type FrontMatter } from './front-matter.ts'
import { MarkdownError, renderMarkdown } from './markdown.ts'

/** A content file: its path from the project root (with `/`) and its text. */
export interface ContentFile {
  path: string
  text: string
}

export interface ContentIssue {
  /** The file at fault, or the file that should exist. */
  file: string
  /** The front matter field, `body`, or null for the file as a whole. */
  field: string | null
  message: string
}

export interface ContentEntry {
  collection: CollectionName
  lang: Lang
  slug: string
  path: string
  /** Front matter in the entry's language (English fields under translated ones) and facts: serialisable. */
  meta: Record<string, unknown> & EntryFacts
  html: string
}

export interface ContentSet {
  entries: ContentEntry[]
  issues: ContentIssue[]
}

export function formatIssue(issue: ContentIssue): string {
  return issue.field === null ? `${issue.file}: ${issue.message}` : `${issue.file}: ${issue.field}: ${issue.message}`
}

export class ContentError extends Error {
  readonly issues: readonly ContentIssue[]
  constructor(issues: readonly ContentIssue[]) {
    super(`The content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`)
    this.name = 'ContentError'
    this.issues = issues
  }
}

/** The revision of an English file a translation records: the first 12 hex digits of its SHA-256. */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12)
}

export const CONTENT_FILE = /^locales\/([^/]+)\/content\/([^/]+)\/([^/]+)\.md$/

export function contentPath(lang: string, collection: string, slug: string): string {
  return `locales/${lang}/content/${collection}/${slug}.md`
}

function isCollection(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name)
}

interface ParsedFile {
  collection: CollectionName
  lang: Lang
  slug: string
  path: string
  text: string
  data: Record<string, unknown>
  facts: Omit<EntryFacts, 'slug' | 'lang' | 'translatedFrom'>
  html: string
}

function schemaIssues(path: string, definition: CollectionDefinition, isSource: boolean, issues: readonly v.BaseIssue<unknown>[]): ContentIssue[] {
  return issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? null
    const key = issue.path?.[0]?.key
    let message = issue.message
    if (issue.type === 'strict_object') {
      if (issue.input === undefined) message = 'is missing'
      else if (!isSource && typeof key === 'string' && Object.hasOwn(definition.source.entries, key)) {
        message = 'is written in the English file only (it is the same in every language)'
      } else message = 'is not a field of this collection'
    }
    return { file: path, field, message }
  })
}

/** A file's front matter and rendered body; whatever fails in reading it, the issue names the file (and the field, when known). */
function readText(file: ContentFile, issues: ContentIssue[]): ({ frontMatter: FrontMatter } & ReturnType<typeof renderMarkdown>) | null {
  try {
    const frontMatter = parseFrontMatter(file.text)
    return { frontMatter, ...renderMarkdown(frontMatter.body, frontMatter.bodyLine) }
  } catch (error) {
    if (error instanceof FrontMatterError) issues.push({ file: file.path, field: error.field, message: error.message })
    else if (error instanceof MarkdownError) issues.push({ file: file.path, field: 'body', message: error.message })
    else issues.push({ file: file.path, field: null, message: `could not be read: ${error instanceof Error ? error.message : String(error)}` })
    return null
  }
}

function parseFile(file: ContentFile, issues: ContentIssue[]): ParsedFile | null {
  const match = CONTENT_FILE.exec(file.path)
  if (!match) {
    issues.push({ file: file.path, field: null, message: 'is not a content file (locales/<lang>/content/<collection>/<slug>.md)' })
    return null
  }
  const [, lang = '', collection = '', slug = ''] = match
  if (!isLang(lang)) {
    issues.push({ file: file.path, field: null, message: `"${lang}" is not a language of the site (${LANGUAGES.join(', ')})` })
    return null
  }
  if (!isCollection(collection)) {
    issues.push({ file: file.path, field: null, message: `"${collection}" is not a collection (${Object.keys(COLLECTIONS).join(', ')})` })
    return null
  }
  if (!v.is(SlugSchema, slug)) {
    issues.push({ file: file.path, field: null, message: 'the file name must be a lowercase kebab-case ASCII slug' })
    return null
  }
  const read = readText(file, issues)
  if (read === null) return null
  const { frontMatter, rendered, problems } = read
  const definition: CollectionDefinition = COLLECTIONS[collection]
  const isSource = lang === SOURCE_LANG
  const result = v.safeParse(isSource ? definition.source : definition.translation, frontMatter.data)
  issues.push(...problems.map((message) => ({ file: file.path, field: 'body', message })))
  if (rendered.wordCount === 0) issues.push({ file: file.path, field: 'body', message: 'is empty' })
  if (!result.success) {
    issues.push(...schemaIssues(file.path, definition, isSource, result.issues))
    return null
  }
  const { html, ...facts } = rendered
  return { collection, lang, slug, path: file.path, text: file.text, data: result.output, facts, html }
}

/**
 * Checks every file and builds the entries of every collection. `images` lists the files in each
 * `public/images/<dir>/` that a collection's image field points into.
 */
export function buildContent(files: readonly ContentFile[], images: Readonly<Record<string, readonly string[]>>): ContentSet {
  const issues: ContentIssue[] = []
  const parsed = files.flatMap((file) => parseFile(file, issues) ?? [])
  const present = new Set(files.map((file) => file.path))
  const byKey = new Map(parsed.map((file) => [contentPath(file.lang, file.collection, file.slug), file]))
  const entries: ContentEntry[] = []

  for (const file of files) {
    const match = CONTENT_FILE.exec(file.path)
    if (!match) continue
    const [, lang = '', collection = '', slug = ''] = match
    if (!isLang(lang) || !isCollection(collection)) continue
    if (lang !== SOURCE_LANG) {
      const source = contentPath(SOURCE_LANG, collection, slug)
      if (!present.has(source)) issues.push({ file: file.path, field: null, message: `is an extra translation: ${source} does not exist` })
      continue
    }
    for (const other of LANGUAGES) {
      const translation = contentPath(other, collection, slug)
      if (!present.has(translation)) issues.push({ file: translation, field: null, message: `is missing: every entry needs a ${other} version of ${file.path}` })
    }
  }

  const sources = parsed.filter((file) => file.lang === SOURCE_LANG)
  const used = new Map<string, Set<string>>()
  for (const source of sources) {
    const definition: CollectionDefinition = COLLECTIONS[source.collection]
    for (const [field, target] of Object.entries(definition.references)) {
      const value = source.data[field]
      if (typeof value === 'string' && !byKey.has(contentPath(SOURCE_LANG, target, value))) {
        issues.push({ file: source.path, field, message: `"${value}" is no entry of ${target} (${contentPath(SOURCE_LANG, target, value)} does not exist)` })
      }
    }
    if (definition.image === undefined) continue
    const { field: imageFields, dir } = definition.image
    for (const field of typeof imageFields === 'string' ? [imageFields] : imageFields) {
      const value = source.data[field]
      for (const image of typeof value === 'string' ? [value] : Array.isArray(value) ? value : []) {
        if (typeof image !== 'string') continue
        if (!(images[dir] ?? []).includes(image)) issues.push({ file: source.path, field, message: `public/images/${dir}/${image} does not exist` })
        used.set(dir, (used.get(dir) ?? new Set()).add(image))
      }
    }
  }
  for (const definition of Object.values(COLLECTIONS) as CollectionDefinition[]) {
    if (definition.image === undefined) continue
    const { dir } = definition.image
    for (const image of images[dir] ?? []) {
      if (!used.get(dir)?.has(image)) issues.push({ file: `public/images/${dir}/${image}`, field: null, message: 'no entry uses this image: remove it or name it in an entry' })
    }
  }

  for (const file of parsed) {
    const source = byKey.get(contentPath(SOURCE_LANG, file.collection, file.slug))
    if (!source) continue
    const definition: CollectionDefinition = COLLECTIONS[file.collection]
    for (const field of definition.sameLength) {
      const own = file.data[field]
      const english = source.data[field]
      if (Array.isArray(own) && Array.isArray(english) && own.length !== english.length) {
        issues.push({ file: file.path, field, message: `has ${own.length} items, the English file ${english.length} (translate each, in the same order)` })
      }
    }
    const { translatedFrom, ...own } = file.data
    entries.push({
      collection: file.collection,
      lang: file.lang,
      slug: file.slug,
      path: file.path,
      meta: {
        ...source.data,
        ...own,
        ...file.facts,
        slug: file.slug,
        lang: file.lang,
        ...(typeof translatedFrom === 'string' ? { translatedFrom } : {}),
      },
      html: file.html,
    })
  }
  return { entries, issues }
}
