/**
 * The content collections: long texts written in Markdown under `locales/<lang>/content/<name>/`
 * (one file per entry and language, the slug is the file name). Each collection declares the
 * front matter of its English source and of its translations; the build (scripts/content) checks
 * every file against them and the pages import the result (./collections.ts).
 * Adding a collection (case studies, services …) is one more entry in COLLECTIONS.
 */
import * as v from 'valibot'
import type { Lang } from '../../lib/languages.ts'
import { BLOG_CATEGORIES } from './blog-categories.ts'
import { CASE_STUDY_CLIENTS, PORTFOLIO_CATEGORIES } from './portfolio-categories.ts'

/** The language every entry is written in first; the others are translations of it. */
export const SOURCE_LANG = 'en' satisfies Lang

// Apart, so that the blog's pages can read the categories without bundling these schemas.
export { BLOG_CATEGORIES, type BlogCategory } from './blog-categories.ts'
export { CASE_STUDY_CLIENTS, PORTFOLIO_CATEGORIES, type CaseStudyClient, type PortfolioCategory } from './portfolio-categories.ts'

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

/**
 * A result of a case study: a figure, then what it measures (`-38% stock discrepancies`). The figure
 * is written the same way in every language (a point for decimals, no thousands separator) and the
 * page formats it in the page's language: `%` percent, `x` times, `ms`, `s`, `min`, `h`, `d`, `wk`,
 * `mo`, or a plain number.
 */
export const RESULT_PATTERN = /^([+-]?)(\d+(?:\.\d+)?)(%|x|ms|s|min|h|d|wk|mo)?\s+(\S.*)$/
export const FIGURE_UNITS = ['%', 'x', 'ms', 's', 'min', 'h', 'd', 'wk', 'mo'] as const
export type FigureUnit = (typeof FIGURE_UNITS)[number]

export interface CaseStudyResult {
  /** The number with its sign. */
  value: number
  /** Whether the figure is written with a sign (`+12%`, `-38%`), which the page then shows too. */
  signed: boolean
  unit: FigureUnit | null
  label: string
}

function isFigureUnit(unit: string | undefined): unit is FigureUnit {
  return FIGURE_UNITS.some((known) => known === unit)
}

function parseResult(text: string): CaseStudyResult {
  const [, sign = '', number = '0', unit, label = ''] = RESULT_PATTERN.exec(text) ?? []
  return { value: Number(`${sign}${number}`), signed: sign !== '', unit: isFigureUnit(unit) ? unit : null, label }
}

const Results = v.pipe(
  v.array(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(RESULT_PATTERN, (issue) => `"${String(issue.input)}" must be a figure and its label, like "-38% stock discrepancies" (units: ${FIGURE_UNITS.join(' ')}; a point for decimals)`),
      v.transform(parseResult),
    ),
    'must be a list like [-38% stock discrepancies, 4x faster close]',
  ),
  v.minLength(3, 'must name at least three results'),
  v.maxLength(4, 'must name at most four results'),
)

const Year = v.pipe(v.string('must be a single value'), v.regex(/^20\d{2}$/, 'must be a year like 2025'), v.transform(Number))

const CaseStudySourceSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  client: v.picklist(CASE_STUDY_CLIENTS, `must be one of ${CASE_STUDY_CLIENTS.join(', ')}`),
  industry: Text(40),
  category: v.picklist(PORTFOLIO_CATEGORIES, `must be one of ${PORTFOLIO_CATEGORIES.join(', ')}`),
  year: Year,
  featured: v.optional(v.pipe(v.picklist(['yes', 'no'], 'must be yes or no'), v.transform((value) => value === 'yes'))),
  services: List,
  technologies: List,
  results: Results,
  cover: SvgFile,
  coverAlt: Text(200),
  gallery: v.pipe(v.array(SvgFile, 'must be a list like [a.svg, b.svg]'), v.minLength(2, 'must name two or three pictures'), v.maxLength(3, 'must name two or three pictures')),
  galleryAlt: List,
  quote: Text(320),
  quoteBy: Text(80),
})
const CaseStudyTranslationSchema = v.strictObject({
  title: Text(70),
  description: Text(160),
  industry: Text(40),
  services: List,
  results: Results,
  coverAlt: Text(200),
  galleryAlt: List,
  quote: Text(320),
  quoteBy: Text(80),
  ...TranslatedFrom,
})

type FrontMatterSchema = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>

export interface CollectionDefinition {
  /** The English file's front matter. Keys it has and the translation's lacks are the same in every language. */
  source: FrontMatterSchema
  /** A translation's front matter. */
  translation: FrontMatterSchema
  /** Front matter fields naming files (one, or a list) in `public/images/<dir>/`; every file there must be used. */
  image: { field: string | readonly string[]; dir: string }
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
  'case-studies': {
    source: CaseStudySourceSchema,
    translation: CaseStudyTranslationSchema,
    image: { field: ['cover', 'gallery'], dir: 'portfolio' },
    references: {},
    sameLength: ['services', 'results', 'galleryAlt'],
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
export type CaseStudyMeta = EntryMeta<'case-studies'>
