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
import { CUSTOMER_INDUSTRIES, CUSTOMER_SERVICES } from './customer-stories.ts'
import { FIGURE_PATTERN, FIGURE_UNITS } from './figures.ts'

/** The fictional clients (src/site/facts.ts), each with a logo in public/images/clients.svg: a customer story's `client`. */
export const CLIENT_SLUGS: readonly string[] = CLIENT_IDS
import { OFFICE_IDS } from '../office-ids.ts'
import { CLIENT_IDS } from '../facts.ts'
import { SERVICE_GROUPS, SERVICE_ICONS } from './service-groups.ts'
import { FEATURE_CATEGORIES, INTEGRATION_CATEGORIES, INTEGRATION_DIRECTIONS } from './saas-categories.ts'
import { CASE_STUDY_CLIENTS, PORTFOLIO_CATEGORIES } from './portfolio-categories.ts'

/** The language every entry is written in first; the others are translations of it. */
export const SOURCE_LANG = 'en' satisfies Lang

// Apart, so that the blog's pages can read the categories without bundling these schemas.
export { BLOG_CATEGORIES, type BlogCategory } from './blog-categories.ts'
export * from './saas-categories.ts'
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
  office: v.picklist(OFFICE_IDS, `must be one of ${OFFICE_IDS.join(', ')}`),
})
const TeamTranslationSchema = v.strictObject({ role: Text(80), ...TranslatedFrom })

/** Two or three items: a story's key figures and their labels. */
const FigureList = <T extends v.GenericSchema<string, string>>(item: T) =>
  v.pipe(v.array(item, 'must be a list like [a, b]'), v.minLength(2, 'must have 2 or 3 items'), v.maxLength(3, 'must have 2 or 3 items'))
const FigureLabel = v.pipe(v.string(), v.trim(), v.nonEmpty('has an empty item'), v.maxLength(60, 'has an item longer than 60 characters'))

const CustomerStorySourceSchema = v.strictObject({
  title: Text(90),
  description: Text(160),
  date: DateSchema,
  client: v.picklist(CLIENT_SLUGS, `must be the slug of a client logo: ${CLIENT_SLUGS.join(', ')}`),
  industry: v.picklist(CUSTOMER_INDUSTRIES, `must be one of ${CUSTOMER_INDUSTRIES.join(', ')}`),
  city: Text(40),
  services: v.pipe(
    v.array(v.picklist(CUSTOMER_SERVICES, `must name services among ${CUSTOMER_SERVICES.join(', ')}`), 'must be a list like [erp, iot]'),
    v.minLength(1, 'must name at least one service'),
  ),
  quote: Text(280),
  speaker: Text(60),
  speakerRole: Text(80),
  avatar: SvgFile,
  figures: FigureList(v.pipe(v.string(), v.regex(FIGURE_PATTERN, `must be a number and a unit (${FIGURE_UNITS.join(', ')}), like 99.5 percent`))),
  figureLabels: FigureList(FigureLabel),
})
const CustomerStoryTranslationSchema = v.strictObject({
  title: Text(90),
  description: Text(160),
  city: Text(40),
  quote: Text(280),
  speakerRole: Text(80),
  figureLabels: FigureList(FigureLabel),
  ...TranslatedFrom,
})
/** Facts of a job opening the pages label in each language (src/features/content-pages/jobs.ts). */
export const JOB_DEPARTMENTS = ['engineering', 'design', 'data', 'delivery'] as const
/** A job is at one or more of the company's offices. */
export const JOB_OFFICES = OFFICE_IDS
export const JOB_WORKPLACES = ['on-site', 'hybrid', 'remote'] as const
export const JOB_EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship'] as const

const oneOf = <const T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, `must be one of ${options.join(', ')}`)

const JobSourceSchema = v.strictObject({
  title: Text(80),
  description: Text(160),
  department: oneOf(JOB_DEPARTMENTS),
  offices: v.pipe(v.array(oneOf(JOB_OFFICES), 'must be a list like [istanbul, berlin]'), v.minLength(1, 'must name at least one office')),
  workplace: oneOf(JOB_WORKPLACES),
  employment: oneOf(JOB_EMPLOYMENT_TYPES),
  /** The day the opening was published. */
  date: DateSchema,
  /** The last day to apply, if the opening has one: the page shows it, and its JobPosting's validThrough. */
  closes: v.optional(DateSchema),
})
const JobTranslationSchema = v.strictObject({ title: Text(80), description: Text(160), ...TranslatedFrom })

/** The help center's categories; their labels are translated in src/features/content-pages/help-articles.ts. */
export const HELP_CATEGORIES = ['getting-started', 'integrations', 'billing', 'account', 'shop'] as const

const HelpSourceSchema = v.strictObject({
  title: Text(80),
  description: Text(160),
  category: oneOf(HELP_CATEGORIES),
  /** The day the guide was last checked against the site. */
  updated: DateSchema,
  /** The position in the help center (and so in its category). */
  order: v.pipe(v.string('must be a single value'), v.regex(/^\d{1,3}$/, 'must be a whole number'), v.transform(Number)),
})
const HelpTranslationSchema = v.strictObject({ title: Text(80), description: Text(160), ...TranslatedFrom })

const ServiceSourceSchema = v.strictObject({
  title: Text(60),
  description: Text(160),
  icon: v.picklist(SERVICE_ICONS, `must be one of ${SERVICE_ICONS.join(', ')}`),
  group: v.picklist(SERVICE_GROUPS, `must be one of ${SERVICE_GROUPS.join(', ')}`),
  order: v.pipe(v.string('must be a single value'), v.regex(/^\d{1,3}$/, 'must be a whole number'), v.transform(Number)),
  illustration: SvgFile,
  illustrationAlt: Text(200),
  deliverables: List,
  timeline: Text(80),
  steps: List,
  technologies: List,
  /** Other services to read next, by slug (an unknown one fails the unit test over the content). */
  related: v.array(SlugSchema, 'must be a list of service slugs like [web, data]'),
  /** The blog categories whose posts the service's page lists. */
  blogCategories: v.array(v.picklist(BLOG_CATEGORIES, `must list blog categories: ${BLOG_CATEGORIES.join(', ')}`), 'must be a list like [data, iot]'),
})
const ServiceTranslationSchema = v.strictObject({
  title: Text(60),
  description: Text(160),
  illustrationAlt: Text(200),
  deliverables: List,
  timeline: Text(80),
  steps: List,
  ...TranslatedFrom,
})

/** A product of the product line (src/site/product-line.ts) by its slug. */
const ProductField = v.picklist(PRODUCT_SLUGS, `must be a product of src/site/product-line.ts: ${PRODUCT_SLUGS.join(', ')}`)
/** An icon of the site's sprite by name; tests check it against the sprite's list (src/components/icons.ts). */
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

/**
 * A result of a case study: a figure, then what it measures (`-38% stock discrepancies`). The figure
 * is written the same way in every language (a point for decimals, no thousands separator) and the
 * page formats it in the page's language: `%` percent, `x` times, `ms`, `s`, `min`, `h`, `d`, `wk`,
 * `mo`, or a plain number.
 */
export const RESULT_PATTERN = /^([+-]?)(\d+(?:\.\d+)?)(%|x|ms|s|min|h|d|wk|mo)?\s+(\S.*)$/
export const RESULT_UNITS = ['%', 'x', 'ms', 's', 'min', 'h', 'd', 'wk', 'mo'] as const
export type ResultUnit = (typeof RESULT_UNITS)[number]

export interface CaseStudyResult {
  /** The number with its sign. */
  value: number
  /** Whether the figure is written with a sign (`+12%`, `-38%`), which the page then shows too. */
  signed: boolean
  unit: ResultUnit | null
  label: string
}

function isResultUnit(unit: string | undefined): unit is ResultUnit {
  return RESULT_UNITS.some((known) => known === unit)
}

function parseResult(text: string): CaseStudyResult {
  const [, sign = '', number = '0', unit, label = ''] = RESULT_PATTERN.exec(text) ?? []
  return { value: Number(`${sign}${number}`), signed: sign !== '', unit: isResultUnit(unit) ? unit : null, label }
}

const Results = v.pipe(
  v.array(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(RESULT_PATTERN, (issue) => `"${String(issue.input)}" must be a figure and its label, like "-38% stock discrepancies" (units: ${RESULT_UNITS.join(' ')}; a point for decimals)`),
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
  image?: { field: string | readonly string[]; dir: string }
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
  'customer-stories': {
    source: CustomerStorySourceSchema,
    translation: CustomerStoryTranslationSchema,
    image: { field: 'avatar', dir: 'customers' },
    references: {},
    sameLength: ['figureLabels'],
  },
  jobs: {
    source: JobSourceSchema,
    translation: JobTranslationSchema,
    references: {},
    sameLength: [],
  },
  'help-articles': {
    source: HelpSourceSchema,
    translation: HelpTranslationSchema,
    references: {},
    sameLength: [],
  },
  services: {
    source: ServiceSourceSchema,
    translation: ServiceTranslationSchema,
    image: { field: 'illustration', dir: 'services' },
    references: {},
    sameLength: ['deliverables', 'steps'],
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
export type CustomerStoryMeta = EntryMeta<'customer-stories'>
export type JobMeta = EntryMeta<'jobs'>
export type HelpArticleMeta = EntryMeta<'help-articles'>
export type ServiceMeta = EntryMeta<'services'>
export type FeatureMeta = EntryMeta<'features'>
export type IntegrationMeta = EntryMeta<'integrations'>
export type CaseStudyMeta = EntryMeta<'case-studies'>
