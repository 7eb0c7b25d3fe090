import type { CustomerService } from '~/site/content/customer-stories'
import { parseFigure, type Figure } from '~/site/content/figures'
import type { CustomerStoryMeta } from '~/site/content/schemas'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { isSitePage, type SitePage } from '~/site/pages'

// The loaders' logic (src/features/customers/load.ts): the pages get its results as loader data,
// so none of this code is in a page's first load.

export interface KeyFigure {
  value: string
  label: string
}

/**
 * What the pages show of a story, with its key figures formatted in its language and its services
 * with the page about each: no body facts, so that a page's loader data stays small.
 */
export type StorySummary = Pick<CustomerStoryMeta, 'slug' | 'title' | 'description' | 'client' | 'industry' | 'city' | 'quote' | 'speaker' | 'speakerRole' | 'avatar'> & {
  keyFigures: KeyFigure[]
  services: { service: CustomerService; page: SitePage | null }[]
}

export function storySummary(story: CustomerStoryMeta, lang: Lang): StorySummary {
  const { slug, title, description, client, industry, city, quote, speaker, speakerRole, avatar } = story
  return {
    slug,
    title,
    description,
    client,
    industry,
    city,
    quote,
    speaker,
    speakerRole,
    avatar,
    keyFigures: keyFigures(story, lang),
    services: story.services.map((service) => ({ service, page: servicePage(service) })),
  }
}

/** A key figure as the language writes it: `85%`, `%85`, `85 %`, `4 hours`, `3×`, `1,200`. */
export function formatFigure(figure: Figure, lang: Lang): string {
  const locale = LOCALE_TAGS[lang].intl
  const digits = { maximumFractionDigits: 2 }
  switch (figure.unit) {
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(figure.value / 100)
    case 'times':
      return `${new Intl.NumberFormat(locale, digits).format(figure.value)}×`
    case 'count':
      return new Intl.NumberFormat(locale, digits).format(figure.value)
    default:
      return new Intl.NumberFormat(locale, { style: 'unit', unit: figure.unit, unitDisplay: 'long', ...digits }).format(figure.value)
  }
}

/** A story's key figures in its language, each with its label (a figure without a label is left out). */
export function keyFigures(story: Pick<CustomerStoryMeta, 'figures' | 'figureLabels'>, lang: Lang): KeyFigure[] {
  return story.figures.flatMap((text, index) => {
    const figure = parseFigure(text)
    const label = story.figureLabels[index]
    return figure === null || label === undefined ? [] : [{ value: formatFigure(figure, lang), label }]
  })
}

/**
 * The other stories a story page suggests: those of the same industry first, then the newest,
 * at most `count`, never the story itself.
 */
export function otherStories<S extends Pick<CustomerStoryMeta, 'slug' | 'industry'>>(stories: readonly S[], story: Pick<CustomerStoryMeta, 'slug' | 'industry'>, count = 3): S[] {
  const others = stories.filter((item) => item.slug !== story.slug)
  return [...others.filter((item) => item.industry === story.industry), ...others.filter((item) => item.industry !== story.industry)].slice(0, count)
}

/**
 * The page about a service a story links to: the service's own page where the site has one
 * (`services/<key>`), else the services overview, else none.
 */
export function servicePage(service: CustomerService): SitePage | null {
  const own = `services/${service}`
  if (isSitePage(own)) return own
  const overview = 'services/v1'
  return isSitePage(overview) ? overview : null
}
