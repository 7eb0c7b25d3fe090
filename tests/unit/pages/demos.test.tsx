import type { AnyRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_SEQUENCES, type DemoPage } from '~/features/demos/sequences'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Classic } from '~/routes/$lang/demos/classic'
import { Route as Creative } from '~/routes/$lang/demos/agency/creative'
import { Route as Design } from '~/routes/$lang/demos/agency/design'
import { Route as Digital } from '~/routes/$lang/demos/agency/digital'
import { Route as Seo } from '~/routes/$lang/demos/agency/seo'
import { Route as FinanceConsulting } from '~/routes/$lang/demos/finance-consulting'
import { Route as MobileApp } from '~/routes/$lang/demos/mobile-app'
import { Route as ProductLanding } from '~/routes/$lang/demos/product-landing'
import { Route as SaasPlan } from '~/routes/$lang/saas/v1'
import { Route as SaasInsight } from '~/routes/$lang/saas/v2'
import { Route as SaasLink } from '~/routes/$lang/saas/v3'
import { Route as SaasEnergy } from '~/routes/$lang/saas/v4'
import { Route as SaasSuite } from '~/routes/$lang/saas/v5'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What each demo page shows from its data, in every language: its h1, its sections and the parts
 * a visitor finds in them. Expected texts are the English sources, as each language's catalogs
 * translate them. What a visitor does on these pages (keyboard, forms, carousels) is end to end
 * (tests/e2e/demos.spec.ts).
 */

/** Product names are the same in every language and in no catalog. */
const PRODUCTS = new Set(['Storm Link', 'Storm Sense'])

function text(lang: Lang, english: string) {
  return PRODUCTS.has(english) ? english : say(lang, english)
}

function h1(lang: Lang, english: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, english))
}

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

function headings(lang: Lang, level: number, english: readonly string[]) {
  for (const name of english) expect(screen.getByRole('heading', { level, name: say(lang, name) })).toBeInTheDocument()
}

function href(lang: Lang, path: string) {
  return `/${lang}/${path}`
}

/** A comparison table as assistive technology reads it: named by its caption, with its column headers and a first row header. */
function comparison(lang: Lang, table: { caption: string; columns: readonly string[]; firstRow: string }) {
  const caption = say(lang, table.caption)
  const grid = within(screen.getByRole('region', { name: caption })).getByRole('table', { name: caption })
  expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(table.columns.map((column) => text(lang, column)))
  expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(say(lang, table.firstRow))
  return grid
}

/** Where a hero's action leads: a page of the site, or a part of the same page (`#id`). */
type Target = { page: string } | { hash: string }
interface LinkAction {
  name: string
  to: Target
}
/** A hero whose main action is the form beside it: the form's name and its button. */
interface FormAction {
  form: string
  submit: string
}

/** Each demo's route and the two ways in of its hero (English sources). */
const DEMOS: Record<DemoPage, { route: AnyRoute; primary: LinkAction | FormAction; secondary: LinkAction }> = {
  'demos/classic': { route: Classic, primary: { name: 'Start your project', to: { page: 'contact' } }, secondary: { name: 'Get to know us', to: { page: 'about/v1' } } },
  'demos/agency/creative': {
    route: Creative,
    primary: { name: 'Start a design project', to: { page: 'contact' } },
    secondary: { name: 'See the case studies', to: { page: 'portfolio/masonry' } },
  },
  'demos/agency/digital': { route: Digital, primary: { name: 'Start your project', to: { page: 'contact' } }, secondary: { name: 'Explore our services', to: { page: 'services/v1' } } },
  'demos/agency/design': {
    route: Design,
    primary: { name: 'Book a design workshop', to: { page: 'contact' } },
    secondary: { name: 'Read a design case study', to: { page: 'portfolio/marmara-health-patient-app' } },
  },
  'demos/agency/seo': { route: Seo, primary: { form: 'Request your free SEO audit', submit: 'Request my free audit' }, secondary: { name: 'See our results', to: { hash: 'seo-results' } } },
  'demos/product-landing': { route: ProductLanding, primary: { name: 'Plan a pilot', to: { page: 'contact' } }, secondary: { name: 'See the plans', to: { page: 'pricing' } } },
  'demos/mobile-app': { route: MobileApp, primary: { name: 'Book a demo', to: { page: 'contact' } }, secondary: { name: 'See the plans', to: { page: 'pricing' } } },
  'saas/v1': { route: SaasPlan, primary: { name: 'See the plans', to: { hash: 'plan-pricing' } }, secondary: { name: 'Book a demo', to: { page: 'contact' } } },
  'saas/v2': {
    route: SaasInsight,
    primary: { name: 'See your figures in a demo', to: { page: 'contact' } },
    secondary: { name: 'Read the customer stories', to: { page: 'customer/stories' } },
  },
  'saas/v3': {
    route: SaasLink,
    primary: { name: 'Book an integration workshop', to: { page: 'contact' } },
    secondary: { name: 'See the connectors', to: { page: 'saas/integrations' } },
  },
  'saas/v4': { route: SaasEnergy, primary: { name: 'Request an energy check', to: { page: 'contact' } }, secondary: { name: 'See the plans', to: { page: 'pricing' } } },
  'saas/v5': { route: SaasSuite, primary: { form: 'Request a demo', submit: 'Request a demo' }, secondary: { name: 'Explore the features', to: { page: 'saas/features' } } },
  'demos/finance-consulting': {
    route: FinanceConsulting,
    primary: { name: 'Book a consultation', to: { hash: 'finance-consultation' } },
    secondary: { name: 'Read our customer stories', to: { page: 'customer/stories' } },
  },
}

const DEMO_PAGES = Object.keys(DEMOS) as DemoPage[]

/** The page's sections in the order it shows them, by the id of the heading that labels each (parts of a section left out). */
function shownSections(): string[] {
  return [...document.querySelectorAll('section[aria-labelledby]')]
    .filter((section) => section.parentElement?.closest('section') === null)
    .map((section) => section.getAttribute('aria-labelledby') ?? '')
}

/** The section the h1 opens: the hero. */
function hero(): HTMLElement {
  const section = screen.getByRole('heading', { level: 1 }).closest('section')
  if (section === null) throw new Error('The h1 is in no section')
  return section
}

/** Where an action's link should lead: a page in the language, or `#id` on the same page. */
function expectedHref(lang: Lang, to: Target): string {
  return 'page' in to ? href(lang, to.page) : `#${to.hash}`
}

/** An action of the hero and what shows it leads somewhere: a link's address, a form's submit button. */
function actionOf(lang: Lang, opening: HTMLElement, action: LinkAction | FormAction): { element: HTMLElement; attribute: string; value: string } {
  if ('form' in action) {
    const form = within(opening).getByRole('form', { name: say(lang, action.form) })
    return { element: within(form).getByRole('button', { name: say(lang, action.submit) }), attribute: 'type', value: 'submit' }
  }
  return { element: within(opening).getByRole('link', { name: say(lang, action.name) }), attribute: 'href', value: expectedHref(lang, action.to) }
}

describe('demo section sequences', () => {
  const kinds = (page: DemoPage) => DEMO_SEQUENCES[page].map((section) => section.kind).join(' → ')

  it('every demo has its sequence and no two demos share one', () => {
    expect(Object.keys(DEMO_SEQUENCES).sort()).toEqual([...DEMO_PAGES].sort())
    const seen = new Map<string, DemoPage>()
    for (const page of DEMO_PAGES) {
      expect(seen.get(kinds(page)), `${page} runs the same sections as ${seen.get(kinds(page))}: ${kinds(page)}`).toBeUndefined()
      seen.set(kinds(page), page)
    }
  })

  it('no two demos open with the same two sections after the hero', () => {
    const seen = new Map<string, DemoPage>()
    for (const page of DEMO_PAGES) {
      const opening = DEMO_SEQUENCES[page]
        .slice(0, 2)
        .map((section) => section.kind)
        .join(' → ')
      expect(seen.get(opening), `${page} opens like ${seen.get(opening)}: ${opening}`).toBeUndefined()
      seen.set(opening, page)
    }
  })
})

describe.each(LANGUAGES)('demo heroes and sections (%s)', (lang) => {
  it.each(DEMO_PAGES)(`${lang}: %s has a primary and a secondary action in its hero, and shows its sections in their order`, async (page) => {
    const demo = DEMOS[page]
    await renderRoute(demo.route, `/${lang}/${page}`)
    const opening = hero()
    for (const action of [demo.primary, demo.secondary]) {
      const { element, attribute, value } = actionOf(lang, opening, action)
      expect(element).toHaveAttribute(attribute, value)
    }
    // A link to a part of the page finds that part.
    const parts = [demo.primary, demo.secondary].flatMap((action) => ('to' in action && 'hash' in action.to ? [action.to.hash] : []))
    expect(parts.map((id) => document.getElementById(id)).filter((part) => part === null)).toEqual([])
    expect(shownSections()).toEqual(DEMO_SEQUENCES[page].map((section) => section.id))
  })
})

describe.each(LANGUAGES)('demo pages (%s)', (lang) => {
  it(`${lang}: the SEO agency demo is a landing page with its sections`, async () => {
    await renderRoute(Seo, `/${lang}/demos/agency/seo`)
    h1(lang, 'Be found by the buyers who search for what you make')
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1)
    expect(screen.getByRole('form', { name: say(lang, 'Request your free SEO audit') })).toBeInTheDocument()
  })

  it(`${lang}: the design agency demo shows its sections and three case studies`, async () => {
    await renderRoute(Design, `/${lang}/demos/agency/design`)
    h1(lang, 'Software that people understand at first sight')
    const sections = ['From the first interview to the last component', 'Six weeks from listening to a tested prototype', 'Design that changed the numbers', 'Our design principle', 'Before we start drawing']
    for (const name of sections) region(lang, name)
    const work = region(lang, 'Design that changed the numbers')
    expect(within(work).getAllByRole('link')).toHaveLength(3)
    expect(within(work).getByRole('link', { name: say(lang, 'A patient app for every age') })).toHaveAttribute('href', href(lang, 'portfolio/marmara-health-patient-app'))
  })

  it(`${lang}: the digital agency demo shows its services, five phases and the team`, async () => {
    await renderRoute(Digital, `/${lang}/demos/agency/digital`)
    h1(lang, 'From the first workshop to the app in the store, one team builds it all')
    const sections = ['Everything a digital product needs', 'Twelve weeks to launch', 'Thirteen years of shipping products', 'The people who will build your product', 'Companies that launched with us']
    for (const name of sections) region(lang, name)
    expect(within(region(lang, 'Twelve weeks to launch')).getAllByRole('listitem')).toHaveLength(5)
    expect(within(screen.getByRole('list', { name: say(lang, 'The people who will build your product') })).getAllByRole('listitem').length).toBeGreaterThan(0)
    const service = within(region(lang, 'Everything a digital product needs')).getByRole('link', { name: say(lang, 'Mobile apps') })
    expect(service).toHaveAttribute('href', href(lang, 'services/mobile'))
    // The clients' logos are fictional companies, and a line under them says so.
    expect(within(region(lang, 'Companies that launched with us')).getByRole('list')).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))
  })

  it(`${lang}: the mobile app demo shows its sections and both store badges, each opening a new tab`, async () => {
    await renderRoute(MobileApp, `/${lang}/demos/mobile-app`)
    h1(lang, "Every work order in your technicians' pockets, with or without signal")
    const sections = ['Built for the van, not for the office', 'How it works without a network', 'What service teams measure after three months', 'What service managers ask before the rollout']
    for (const name of sections) region(lang, name)
    const newTab = say(lang, '(opens in a new tab)')
    for (const store of ['App Store', 'Google Play']) {
      const badge = screen.getAllByRole('link', { name: new RegExp(`${store}.*${newTab.replace(/[()]/g, '\\$&')}`) })[0]
      expect(badge).toHaveAttribute('target', '_blank')
      expect(badge).toHaveAttribute('rel', expect.stringMatching(/noopener/))
    }
  })

  it(`${lang}: the product landing demo shows its sections, and its plan card leads to the pricing page`, async () => {
    await renderRoute(ProductLanding, `/${lang}/demos/product-landing`)
    h1(lang, 'Know why a machine stops, before it stops again')
    const sections = ['Six signals that explain a lost shift', 'From the first sensor to the first alert in one day', 'What it costs to start', 'What plant managers ask us']
    for (const name of sections) region(lang, name)
    const start = region(lang, 'What it costs to start')
    expect(within(start).getByRole('heading', { level: 3, name: say(lang, 'Pilot on one line') })).toBeInTheDocument()
    expect(within(start).getByRole('link', { name: say(lang, 'Compare the plans') })).toHaveAttribute('href', href(lang, 'pricing'))
  })

  it(`${lang}: /saas/v1 presents Storm Plan with its features and a monthly price`, async () => {
    await renderRoute(SaasPlan, `/${lang}/saas/v1`)
    h1(lang, 'Every order on one plan, every date one you can keep')
    headings(lang, 2, ['Late orders start in the planning office', 'From the order to the machine, on one board', 'Six weeks from the workshop to the shop floor', 'What a plan you can trust changes', 'What planners ask before they switch'])
    expect(document.querySelectorAll(`a[href^="/${lang}/saas/features/"]`).length).toBeGreaterThan(0)
    const group = screen.getByRole('group', { name: say(lang, 'Billing period') })
    expect(within(group).getByRole('button', { name: say(lang, 'Monthly') })).toHaveAttribute('aria-pressed', 'true')
    expect(within(group).getByRole('button', { name: say(lang, '{months, plural, one {Yearly (# month free)} other {Yearly (# months free)}}', { months: 2 }) })).toHaveAttribute('aria-pressed', 'false')
  })

  it(`${lang}: /saas/v2 tells Storm Insight's customer results`, async () => {
    await renderRoute(SaasInsight, `/${lang}/saas/v2`)
    h1(lang, 'One set of figures, and the decisions they change')
    headings(lang, 2, ['What changed in the first year', 'Three companies, three figures they never had before', 'Where the figures come from', 'What controllers ask us first'])
    for (const name of ['Anatolia Foods', 'Bergmann Logistik', 'Kuzey Tekstil']) expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).toBeInTheDocument()
    expect(document.querySelector(`a[href^="/${lang}/saas/integrations/sftp-csv"]`)).not.toBeNull()
  })

  it(`${lang}: /saas/v3 presents Storm Link, every integration links to its page, its comparison is a table with words for checks`, async () => {
    await renderRoute(SaasLink, `/${lang}/saas/v3`)
    h1(lang, 'Your systems, connected once and watched every minute')
    headings(lang, 2, ['The standards your partners already speak', 'How a connection goes live in three weeks', 'When a system is down, nothing is lost', 'Three ways to move data between systems', 'What IT managers ask us first'])
    expect(screen.getByRole('heading', { level: 2, name: say(lang, 'What runs through {PRODUCT} every day', { PRODUCT: 'Storm Link' }) })).toBeInTheDocument()
    const standards = region(lang, 'The standards your partners already speak')
    expect(standards.querySelectorAll(`a[href^="/${lang}/saas/integrations/"]`)).toHaveLength(8)
    const grid = comparison(lang, {
      caption: 'Storm Link compared with scripts between systems and export and import by hand',
      columns: ['What you get', 'Storm Link', 'Scripts between systems', 'Export and import by hand'],
      firstRow: 'Every message can be traced and searched',
    })
    expect(within(within(grid).getAllByRole('row')[1] ?? grid).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([say(lang, 'Yes'), say(lang, 'No'), say(lang, 'No')])
  })

  it(`${lang}: /saas/v4 presents Storm Sense for energy, with feature rows, a comparison table and the way to the plans`, async () => {
    await renderRoute(SaasEnergy, `/${lang}/saas/v4`)
    h1(lang, 'Know what every machine, line and site spends on energy')
    headings(lang, 2, ['Where the energy goes, and who can change it', 'What our customers saved in the first year', 'Three ways to know your energy costs', 'What energy managers ask us first'])
    headings(lang, 3, ["From the site's bill down to the machine that runs it up", 'A warning ten minutes before the peak, not on the next bill', 'Every site measured by the same yardstick', "The audit's figures ready in two days instead of three weeks"])
    comparison(lang, {
      caption: 'Storm Sense compared with spreadsheets and meter readings and with the monthly energy bill',
      columns: ['What you know', 'Storm Sense', 'Spreadsheets and meter readings', 'The monthly energy bill'],
      firstRow: 'How often consumption is measured',
    })
    expect(screen.getByRole('link', { name: say(lang, 'Compare the plans') })).toHaveAttribute('href', href(lang, 'pricing'))
  })

  it(`${lang}: /saas/v5 shows its sections, and each of the five products leads to its own page`, async () => {
    await renderRoute(SaasSuite, `/${lang}/saas/v5`)
    h1(lang, 'Five products, one platform, one team to call')
    headings(lang, 2, ['Five products that know each other', 'What the five have in common', 'Start with one product, add the next when it pays', 'A platform our customers grow with', 'Before you ask for a demo'])
    const products = screen.getByRole('heading', { level: 2, name: say(lang, 'Five products that know each other') }).closest('section')
    expect(products).not.toBeNull()
    const pages = { 'Storm Plan': 'saas/v1', 'Storm Field': 'demos/mobile-app', 'Storm Link': 'saas/v3', 'Storm Insight': 'saas/v2', 'Storm Sense': 'demos/product-landing' }
    for (const [name, path] of Object.entries(pages)) expect(within(products ?? document.body).getByRole('link', { name })).toHaveAttribute('href', href(lang, path))
    expect(screen.getByRole('form', { name: say(lang, 'Request a demo') })).toBeInTheDocument()
  })

  it(`${lang}: the finance consulting demo shows its sections and its booking form`, async () => {
    await renderRoute(FinanceConsulting, `/${lang}/demos/finance-consulting`)
    h1(lang, 'Close the month in days, not weeks')
    headings(lang, 2, ['From the first posting to the group report', 'A machine builder with three companies and one close', 'Five steps, a fixed price after the first', 'Your books in safe hands', 'What finance directors ask us first', 'Book a consultation'])
    expect(screen.getByRole('form', { name: say(lang, 'Book a consultation') })).toBeInTheDocument()
  })

  it(`${lang}: the classic demo shows its sections and four testimonials, each an "n of 4" slide`, async () => {
    await renderRoute(Classic, `/${lang}/demos/classic`)
    h1(lang, 'One partner for the software your company runs on')
    const sections = ['The software behind your orders, machines and figures', 'Four steps, and no surprises', 'A company built to stay', 'Companies that run on our software', 'What it is like to work with us', 'What companies ask us before the first meeting']
    for (const name of sections) region(lang, name)
    expect(within(region(lang, 'Companies that run on our software')).getByRole('list')).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))
    const carousel = await screen.findByRole('region', { name: say(lang, 'Testimonials') })
    expect(carousel).toHaveAttribute('aria-roledescription', expect.stringMatching(/\S/))
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([1, 2, 3, 4].map((position) => say(lang, '{position} of {total}', { position, total: 4 })))
    expect(within(carousel).getByRole('button', { name: say(lang, 'Previous testimonial') })).toBeInTheDocument()
    expect(within(carousel).getByRole('button', { name: say(lang, 'Next testimonial') })).toBeInTheDocument()
  })

  it(`${lang}: the creative agency demo shows six works, the studio's four people and the testimonials`, async () => {
    await renderRoute(Creative, `/${lang}/demos/agency/creative`)
    h1(lang, 'Brands, pictures and motion for software people remember')
    const sections = ['Six projects, drawn by hand and shipped in code', 'Design that still works on the hundredth screen', 'Four people, four offices, one sketchbook', 'What our clients say about the work']
    for (const name of sections) region(lang, name)
    expect(within(region(lang, 'Six projects, drawn by hand and shipped in code')).getAllByRole('img')).toHaveLength(6)
    // The works name fictional clients, and a line under them says so.
    expect(within(region(lang, 'Six projects, drawn by hand and shipped in code')).getByRole('list')).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))
    expect(within(screen.getByRole('list', { name: say(lang, 'Four people, four offices, one sketchbook') })).getAllByRole('listitem')).toHaveLength(4)
    expect(within(await screen.findByRole('region', { name: say(lang, 'Testimonials') })).getAllByRole('group')).toHaveLength(4)
  })
})
