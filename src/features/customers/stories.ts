import { CLIENT_LOGOS, type ClientLogo } from '~/components/carousel/client-logos'
import type { CustomerIndustry, CustomerService } from '~/site/content/customer-stories'
import { parseFigure, type Figure } from '~/site/content/figures'
import type { CustomerStoryMeta } from '~/site/content/schemas'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { isSitePage, storyPage, type SitePage } from '~/site/pages'

/** What a card or a list shows of a story: no body facts, so that a page's loader data stays small. */
export type StorySummary = Pick<
  CustomerStoryMeta,
  'slug' | 'title' | 'description' | 'client' | 'industry' | 'city' | 'quote' | 'speaker' | 'speakerRole' | 'avatar' | 'figures' | 'figureLabels' | 'services'
>

export function storySummary(story: CustomerStoryMeta): StorySummary {
  const { slug, title, description, client, industry, city, quote, speaker, speakerRole, avatar, figures, figureLabels, services } = story
  return { slug, title, description, client, industry, city, quote, speaker, speakerRole, avatar, figures, figureLabels, services }
}

export { storyPage }

/** The logo of a story's client (validated against the logos at build time). */
export function clientLogo(slug: string): ClientLogo | null {
  return CLIENT_LOGOS.find((logo) => logo.slug === slug) ?? null
}

/** The client's name, as its logo names it. */
export function companyName(client: string): string {
  return clientLogo(client)?.name ?? client
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

export interface KeyFigure {
  value: string
  label: string
}

/** A story's key figures in its language, each with its label (a figure without a label is left out). */
export function keyFigures(story: Pick<StorySummary, 'figures' | 'figureLabels'>, lang: Lang): KeyFigure[] {
  return story.figures.flatMap((text, index) => {
    const figure = parseFigure(text)
    const label = story.figureLabels[index]
    return figure === null || label === undefined ? [] : [{ value: formatFigure(figure, lang), label }]
  })
}

/** The industries that have stories, in the order of the first story of each. */
export function storyIndustries(stories: readonly Pick<StorySummary, 'industry'>[]): CustomerIndustry[] {
  return [...new Set(stories.map((story) => story.industry))]
}

/** The stories of an industry, or all of them without one. */
export function filterStories<S extends Pick<StorySummary, 'industry'>>(stories: readonly S[], industry: CustomerIndustry | undefined): S[] {
  return industry === undefined ? [...stories] : stories.filter((story) => story.industry === industry)
}

/**
 * The other stories a story page suggests: those of the same industry first, then the newest,
 * at most `count`, never the story itself.
 */
export function otherStories<S extends Pick<StorySummary, 'slug' | 'industry'>>(stories: readonly S[], story: Pick<StorySummary, 'slug' | 'industry'>, count = 3): S[] {
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
