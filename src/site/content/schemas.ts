/**
 * The content collections: long texts written in Markdown under `locales/<lang>/content/<name>/`
 * (one file per entry and language, the slug is the file name). Each collection declares the
 * front matter of its English source and of its translations; the build (scripts/content) checks
 * every file against them and the pages import the result (./collections.ts).
 * Adding a collection (case studies, services …) is one more entry in COLLECTIONS.
 */
import * as v from 'valibot'
import type { Lang } from '../../lib/languages.ts'
import { PRODUCT_SLUGS } from '../product-line.ts'
import { BLOG_CATEGORIES } from './blog-categories.ts'
import { FEATURE_CATEGORIES, INTEGRATION_CATEGORIES, INTEGRATION_DIRECTIONS } from './saas-categories.ts'

/** The language every entry is written in first; the others are translations of it. */
export const SOURCE_LANG = 'en' satisfies Lang

// Apart, so that the blog's pages can read the categories without bundling these schemas.
export { BLOG_CATEGORIES, type BlogCategory } from './blog-categories.ts'
export * from './saas-categories.ts'

/** A slug: the file name of an entry, lowercase kebab-case ASCII. */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case ASCII'))

const Text = (max: number) =>
  v.pipe(
    v.string('must be a single value'),
    v.trim(),
    v.nonEmpty('is empty'),
    v.maxLength(max, (issue) => `must be at most ${max} characters (it has ${issue.received})`),
  )

const List = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('has an empty item')), 'must be a list like [a, b]'),
  v.minLength(1, 'must name at least one item'),
)

/** `YYYY-MM-DD`, and a day that exists in the calendar. */
const DateSchema = v.pipe(
  v.string('must be a single value'),
  v.isoDate('must be a date written YYYY-MM-DD'),
  v.check((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, 'is not a day of the calendar'),
)

const SvgFile = v.pipe(v.string('must be a single value'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'must be a file name like name.svg'))

/** The first 12 hex digits of the SHA-256 of the English file a translation was made from. */
export const RevisionSchema = v.pipe(v.string('must be a single value'), v.regex(/^[0-9a-f]{12}$/, 'must be 12 lowercase hex digits'))
const TranslatedFrom = { translatedFrom: v.optional(RevisionSchema) }

const BlogSourceSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  date: DateSchema,
  author: SlugSchema,
  category: v.picklist(BLOG_CATEGORIES, `must be one of ${BLOG_CATEGORIES.join(', ')}`),
  tags: List,
  cover: SvgFile,
  coverAlt: Text(200),
})
const BlogTranslationSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  tags: List,
  coverAlt: Text(200),
  ...TranslatedFrom,
})

const TeamSourceSchema = v.strictObject({
  name: Text(60),
  role: Text(80),
  avatar: SvgFile,
  order: v.pipe(v.string('must be a single value'), v.regex(/^\d{1,3}$/, 'must be a whole number'), v.transform(Number)),
})
const TeamTranslationSchema = v.strictObject({ role: Text(80), ...TranslatedFrom })

/** A product of the product line (src/site/product-line.ts) by its slug. */
const ProductField = v.picklist(PRODUCT_SLUGS, `must be a product of src/site/product-line.ts: ${PRODUCT_SLUGS.join(', ')}`)
/** An icon of the site's sprite by name; tests check it against the sprite's list (src/features/home/lib/icons.ts). */
const IconField = SlugSchema

const FeatureSourceSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  icon: IconField,
  product: ProductField,
  category: v.picklist(FEATURE_CATEGORIES, `must be one of ${FEATURE_CATEGORIES.join(', ')}`),
  /** Who uses it, a few words each. */
  audience: List,
  image: SvgFile,
  imageAlt: Text(200),
})
const FeatureTranslationSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  audience: List,
  imageAlt: Text(200),
  ...TranslatedFrom,
})

const IntegrationSourceSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  icon: IconField,
  product: ProductField,
  category: v.picklist(INTEGRATION_CATEGORIES, `must be one of ${INTEGRATION_CATEGORIES.join(', ')}`),
  direction: v.picklist(INTEGRATION_DIRECTIONS, `must be one of ${INTEGRATION_DIRECTIONS.join(', ')}`),
  /** What moves through it, a few words each. */
  syncs: List,
  /** The setup, one short step each (a list item has no comma). */
  setup: List,
  image: SvgFile,
  imageAlt: Text(200),
})
const IntegrationTranslationSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  syncs: List,
  setup: List,
  imageAlt: Text(200),
  ...TranslatedFrom,
})

type FrontMatterSchema = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>

export interface CollectionDefinition {
  /** The English file's front matter. Keys it has and the translation's lacks are the same in every language. */
  source: FrontMatterSchema
  /** A translation's front matter. */
  translation: FrontMatterSchema
  /** A front matter field naming a file in `public/images/<dir>/`; every file there must be used. */
  image: { field: string; dir: string }
  /** Front matter fields holding the slug of an entry of another collection (its name). */
  references: Readonly<Record<string, string>>
  /** List fields whose translations keep the English number of items (in the same order). */
  sameLength: readonly string[]
}

export const COLLECTIONS = {
  blog: {
    source: BlogSourceSchema,
    translation: BlogTranslationSchema,
    image: { field: 'cover', dir: 'blog' },
    references: { author: 'team' },
    sameLength: ['tags'],
  },
  team: {
    source: TeamSourceSchema,
    translation: TeamTranslationSchema,
    image: { field: 'avatar', dir: 'team' },
    references: {},
    sameLength: [],
  },
  features: {
    source: FeatureSourceSchema,
    translation: FeatureTranslationSchema,
    image: { field: 'image', dir: 'saas/features' },
    references: {},
    sameLength: ['audience'],
  },
  integrations: {
    source: IntegrationSourceSchema,
    translation: IntegrationTranslationSchema,
    image: { field: 'image', dir: 'saas/integrations' },
    references: {},
    sameLength: ['syncs', 'setup'],
  },
} as const satisfies Record<string, CollectionDefinition>

export type CollectionName = keyof typeof COLLECTIONS
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[]

export interface Heading {
  /** The element id, unique in the entry: the target of the table of contents' links. */
  id: string
  text: string
  depth: 2 | 3 | 4 | 5 | 6
}

/** What the build derives from every entry, in every collection. */
export interface EntryFacts {
  slug: string
  lang: Lang
  readingMinutes: number
  wordCount: number
  /** The opening of the body as plain text, cut at a word. */
  excerpt: string
  headings: Heading[]
  /** Set on translations: the English revision they were made from (absent until stamped). */
  translatedFrom?: string
}

type SourceOf<C extends CollectionName> = v.InferOutput<(typeof COLLECTIONS)[C]['source']>

/** The front matter of an entry in its language (translated fields over the English ones) and its facts. */
export type EntryMeta<C extends CollectionName> = SourceOf<C> & EntryFacts
export type BlogPostMeta = EntryMeta<'blog'>
export type TeamMemberMeta = EntryMeta<'team'>
export type FeatureMeta = EntryMeta<'features'>
export type IntegrationMeta = EntryMeta<'integrations'>
