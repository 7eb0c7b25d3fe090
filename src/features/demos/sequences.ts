import type { SitePage } from '~/site/pages'

/**
 * What a section of a demo page is for a visitor, whatever its words and artwork: the vocabulary
 * in which two demos can be compared. Each demo tells its own subject in its own order (an SEO
 * agency opens with results, an app with its screens, a consultancy with a client's figures), so
 * no two demos share a sequence, nor the two sections a visitor meets first after the hero.
 */
export type SectionKind =
  /** What a company offers: its services, as cards. */
  | 'services'
  /** What a product does: features as cards or rows. */
  | 'features'
  /** A family of products, each leading to its page. */
  | 'products'
  /** An app's screens, shown one by one. */
  | 'screens'
  /** The problems the product answers, before it is shown. */
  | 'challenges'
  /** How a project, a rollout or the product works, step by step. */
  | 'process'
  /** Figures about the company, the product or its customers. */
  | 'figures'
  /** Customers' results: before and after, in figures. */
  | 'results'
  /** One client's case told in figures. */
  | 'case-study'
  /** Customers' stories, each with its figure and quote. */
  | 'stories'
  /** Projects shown as pictures, each leading to its case study. */
  | 'work'
  /** How a studio works: its principles. */
  | 'principles'
  /** One quote standing on its own. */
  | 'quote'
  /** The people a client works with. */
  | 'team'
  /** The clients' logos. */
  | 'clients'
  /** Clients' quotes in a carousel. */
  | 'testimonials'
  /** The systems the product connects to. */
  | 'integrations'
  /** The product compared with the other ways of doing the job. */
  | 'comparison'
  /** Plans, packages and prices. */
  | 'pricing'
  /** The app's store badges. */
  | 'download'
  /** Frequently asked questions. */
  | 'questions'
  /** A form to book a consultation. */
  | 'consultation'
  /** The closing call to action that leads to the contact page. */
  | 'cta'

/** A section of a page: the id of its heading (which labels it) and what it is. */
export interface DemoSection {
  id: string
  kind: SectionKind
}

/** The 13 demo pages (SPEC.md §2, "Demos"). */
export type DemoPage = Extract<
  SitePage,
  | 'demos/classic'
  | 'demos/agency/creative'
  | 'demos/agency/digital'
  | 'demos/agency/design'
  | 'demos/agency/seo'
  | 'demos/product-landing'
  | 'demos/mobile-app'
  | `saas/v${1 | 2 | 3 | 4 | 5}`
  | 'demos/finance-consulting'
>

function sequence(...sections: readonly (readonly [id: string, kind: SectionKind])[]): readonly DemoSection[] {
  return sections.map(([id, kind]) => ({ id, kind }))
}

/**
 * Each demo's sections after its hero, in the order the page shows them (the page's components
 * render them; tests/unit/pages/demos.test.tsx checks that each page shows exactly these, in this
 * order, and that no two sequences are alike).
 */
export const DEMO_SEQUENCES: Readonly<Record<DemoPage, readonly DemoSection[]>> = {
  // A company's home: what it does, how, in figures, for whom, their words, questions.
  'demos/classic': sequence(
    ['classic-services', 'services'],
    ['classic-process', 'process'],
    ['classic-figures', 'figures'],
    ['classic-clients', 'clients'],
    ['classic-testimonials', 'testimonials'],
    ['classic-questions', 'questions'],
    ['classic-cta', 'cta'],
  ),
  // A creative studio: the work first, then how the studio thinks and who draws.
  'demos/agency/creative': sequence(
    ['creative-work', 'work'],
    ['creative-approach', 'principles'],
    ['creative-team', 'team'],
    ['creative-testimonials', 'testimonials'],
    ['creative-cta', 'cta'],
  ),
  // A design studio: case studies with their numbers, then its services and its six weeks.
  'demos/agency/design': sequence(
    ['design-work', 'work'],
    ['design-services', 'services'],
    ['design-process', 'process'],
    ['design-principle', 'quote'],
    ['design-questions', 'questions'],
    ['design-cta', 'cta'],
  ),
  // A digital agency: what it builds and who launched with it, then the twelve weeks and the team.
  'demos/agency/digital': sequence(
    ['digital-services', 'services'],
    ['digital-clients', 'clients'],
    ['digital-build', 'process'],
    ['digital-team', 'team'],
    ['digital-figures', 'figures'],
    ['digital-cta', 'cta'],
  ),
  // An SEO agency: results first, then how it gets them, what the audit checks and the packages.
  'demos/agency/seo': sequence(
    ['seo-results', 'results'],
    ['seo-process', 'process'],
    ['seo-checks', 'services'],
    ['seo-packages', 'pricing'],
    ['seo-questions', 'questions'],
    ['seo-cta', 'cta'],
  ),
  // A product launch: what it measures, the one-day installation, what it costs to start.
  'demos/product-landing': sequence(
    ['sense-measures', 'features'],
    ['sense-installation', 'process'],
    ['sense-start', 'pricing'],
    ['sense-questions', 'questions'],
    ['sense-cta', 'cta'],
  ),
  // An app: its screens, how it works offline, its figures and the store badges.
  'demos/mobile-app': sequence(
    ['app-screens', 'screens'],
    ['app-offline', 'process'],
    ['app-figures', 'figures'],
    ['app-download', 'download'],
    ['app-questions', 'questions'],
    ['app-cta', 'cta'],
  ),
  // Storm Plan: the planners' problem, the features, the rollout, the figures and the plans.
  'saas/v1': sequence(
    ['plan-problem', 'challenges'],
    ['plan-features', 'features'],
    ['plan-rollout', 'process'],
    ['plan-figures', 'figures'],
    ['plan-pricing', 'pricing'],
    ['plan-questions', 'questions'],
    ['plan-cta', 'cta'],
  ),
  // Storm Insight: customers' results and stories first, then where the figures come from.
  'saas/v2': sequence(
    ['insight-before-after', 'results'],
    ['insight-stories', 'stories'],
    ['insight-sources', 'integrations'],
    ['insight-questions', 'questions'],
    ['insight-cta', 'cta'],
  ),
  // Storm Link: the connectors first, going live, monitoring, figures, the comparison.
  'saas/v3': sequence(
    ['link-integrations', 'integrations'],
    ['link-go-live', 'process'],
    ['link-monitoring', 'features'],
    ['link-figures', 'figures'],
    ['link-compare', 'comparison'],
    ['link-questions', 'questions'],
    ['link-cta', 'cta'],
  ),
  // Storm Sense for energy: the features, the savings, the comparison.
  'saas/v4': sequence(
    ['energy-features', 'features'],
    ['energy-figures', 'figures'],
    ['energy-compare', 'comparison'],
    ['energy-questions', 'questions'],
    ['energy-cta', 'cta'],
  ),
  // The platform: the five products, what they share, the path from one to the next.
  'saas/v5': sequence(
    ['suite-products', 'products'],
    ['suite-platform', 'features'],
    ['suite-path', 'process'],
    ['suite-figures', 'figures'],
    ['suite-questions', 'questions'],
  ),
  // Finance consulting: a client's figures first, the services, trust, the engagement, a consultation.
  'demos/finance-consulting': sequence(
    ['finance-case', 'case-study'],
    ['finance-services', 'services'],
    ['finance-trust', 'features'],
    ['finance-engagement', 'process'],
    ['finance-questions', 'questions'],
    ['finance-consultation', 'consultation'],
  ),
}
