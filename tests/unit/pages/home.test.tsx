import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORY_LABELS as POST_CATEGORIES } from '~/features/blog/categories'
import { CATEGORY_LABELS as STUDY_CATEGORIES } from '~/features/portfolio/categories'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { Route as Home } from '~/routes/$lang/index'
import { loadEntries } from '~/site/content/collections'
import { COMPANY } from '~/site/facts'
import { say, sayIn } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the home page shows from its data, in every language: its sections, their cards, figures and
 * links. Expected texts are the English sources as each language's catalogs translate them. What a
 * visitor does on it (the subscription form, the accordion, the count-up, the logos' theme) and
 * whether its pictures load are end to end (tests/e2e/home.spec.ts).
 */

/** SPEC.md §9: the company was founded in 2013; the other figures are fixed. */
const FINAL_STATS = [`${new Date().getFullYear() - 2013}`, '120+', '200+', '600+']

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A message with one placeholder, as a pattern the placeholder's text (one word or more) fills. */
function filled(lang: Lang, english: string, placeholder: string) {
  const mark = '\u0000'
  const [before = '', after = ''] = say(lang, english, { [placeholder]: mark }).split(mark)
  return new RegExp(`^${escapeRegExp(before)}\\S(.*\\S)?${escapeRegExp(after)}$`)
}

// The route's lazy parts, compiled before the first render waits (a few seconds) for the page's h1.
beforeAll(() => Promise.all([import('~/features/newsletter/components/newsletter-form'), import('~/routes/$lang/-home-below-the-fold')]), 60_000)

describe.each(LANGUAGES)('home page (%s)', (lang) => {
  it(`${lang}: the hero has its h1, the typed line with its still sentence, the trust points, the dashboard of the language and the clients`, async () => {
    await renderRoute(Home, `/${lang}`)
    const hero = region(lang, 'Software that moves your business forward')
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, 'Software that moves your business forward'))
    expect(within(hero).getByText(say(lang, 'We build web, mobile, desktop, AI, integration, data, DevOps and IoT solutions.'))).toBeInTheDocument()
    const typed = filled(lang, 'Solutions for {typed}', 'typed')
    expect([...hero.querySelectorAll('[aria-hidden="true"]')].some((node) => typed.test(node.textContent ?? ''))).toBe(true)
    for (const point of ['Reliability', '24/7 technical support']) expect(within(hero).getByText(say(lang, point))).toBeInTheDocument()
    // One picture per theme (CSS shows the theme's; jsdom applies no stylesheet).
    const dashboards = within(hero).getAllByRole('img', { name: say(lang, 'Storm Software dashboard with project, delivery and support figures') })
    expect(dashboards.map((image) => image.getAttribute('src'))).toEqual([`/images/home/dashboard-${lang}.webp`, `/images/home/dashboard-${lang}-dark.webp`])
    expect(hero.querySelector('img[src="/images/home/mascot.svg"]')).not.toBeNull()
    // The clients are fictional: the line under their logos says so, and describes the carousel.
    expect(within(hero).getByRole('region', { name: say(lang, 'Our clients') })).toHaveAccessibleDescription(say(lang, 'All companies shown are fictional examples.'))
    // The second action beside the email form: the way to the contact page.
    expect(within(hero).getByRole('link', { name: say(lang, 'Start your project') })).toHaveAttribute('href', `/${lang}/contact`)
    expect(within(hero).getByRole('textbox', { name: say(lang, 'Email address') })).toBeInTheDocument()
  })

  it(`${lang}: the proof section shows the featured case studies and the words of customers the studies do not name, from the collections, with the ways to all of them`, async () => {
    await renderRoute(Home, `/${lang}`)
    const proof = await screen.findByRole('region', { name: say(lang, 'Results our customers can measure') })
    // The company's figures in the intro, from the facts.
    const number = new Intl.NumberFormat(LOCALE_TAGS[lang].intl)
    expect(proof).toHaveTextContent(`${number.format(COMPANY.customers)}+`)
    expect(proof).toHaveTextContent(`${number.format(COMPANY.sectors)}+`)

    const studies = (await loadEntries('case-studies', lang)).filter((study) => study.featured === true)
    expect(studies).toHaveLength(3)
    const cards = within(within(proof).getByRole('list', { name: say(lang, 'Case studies') })).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(studies.map((study) => study.title))
    for (const [index, study] of studies.entries()) {
      const card = cards[index] ?? proof
      expect(within(card).getByRole('link', { name: study.title })).toHaveAttribute('href', `/${lang}/portfolio/${study.slug}`)
      expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(study.results.slice(0, 2).map((result) => result.label))
      // The portfolio's card: category, client marked as an example, year and description too.
      expect(within(card).getByText(say(lang, STUDY_CATEGORIES[study.category].message ?? ''))).toBeInTheDocument()
      expect(within(card).getByText(say(lang, 'Fictional example'))).toBeInTheDocument()
      expect(card).toHaveTextContent(String(study.year))
      expect(card).toHaveTextContent(study.description)
    }

    const stories = await loadEntries('customer-stories', lang)
    const quoted = stories.filter((story) => !studies.some((study) => study.client === story.client))
    expect(quoted.length).toBeGreaterThanOrEqual(2)
    const quotes = within(proof).getByRole('list', { name: say(lang, 'What our customers say') })
    const figures = within(quotes).getAllByRole('figure')
    expect(figures).toHaveLength(2)
    for (const [index, figure] of figures.entries()) {
      const story = stories.find((item) => figure.textContent?.includes(item.quote) === true)
      expect(story, `quote ${index + 1} is a story's quote`).toBeDefined()
      if (story === undefined) continue
      expect(quoted).toContain(story)
      expect(figure).toHaveTextContent(story.speaker)
      expect(within(quotes).getByRole('link', { name: story.title })).toHaveAttribute('href', `/${lang}/customer/stories/${story.slug}`)
    }

    expect(within(proof).getByRole('link', { name: say(lang, 'See all case studies') })).toHaveAttribute('href', `/${lang}/portfolio/masonry`)
    expect(within(proof).getByRole('link', { name: say(lang, 'Read all customer stories') })).toHaveAttribute('href', `/${lang}/customer/stories`)
    expect(within(proof).getByText(say(lang, 'Clients, people and figures in these stories are illustrative examples.'))).toBeInTheDocument()
  })

  it(`${lang}: the blog section shows the three newest posts of the blog, newest first, each linking to the post`, async () => {
    await renderRoute(Home, `/${lang}`)
    const blog = await screen.findByRole('region', { name: say(lang, 'Notes from our projects') })
    expect(blog).toHaveTextContent(say(lang, 'From our blog'))
    const newest = (await loadEntries('blog', lang)).toSorted((a, b) => b.date.localeCompare(a.date)).slice(0, 3)
    const posts = within(blog).getAllByRole('article')
    expect(posts.map((post) => within(post).getByRole('heading', { level: 3 }).textContent)).toEqual(newest.map((post) => post.title))
    for (const [index, post] of newest.entries()) {
      const card = posts[index] ?? blog
      expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute('href', `/${lang}/blog/${post.slug}`)
      expect(card.querySelector('time')).toHaveAttribute('datetime', post.date)
      // The blog's card: its category and description too.
      expect(within(card).getByText(say(lang, POST_CATEGORIES[post.category].message ?? ''))).toBeInTheDocument()
      expect(card).toHaveTextContent(post.description)
      // A decorative cover, sized so that nothing moves when it loads.
      const cover = card.querySelector('img')
      expect(cover).toHaveAttribute('src', `/images/blog/${post.cover}`)
      expect(cover).toHaveAttribute('alt', '')
      expect(cover).toHaveAttribute('width', '1200')
      expect(cover).toHaveAttribute('height', '630')
    }
    expect(within(blog).getByRole('link', { name: say(lang, 'Read all posts') })).toHaveAttribute('href', `/${lang}/blog/grid`)
  })

  it(`${lang}: the sections below the hero show their cards, services, figures, steps and the way to the contact page`, async () => {
    await renderRoute(Home, `/${lang}`)
    // Feature cards, one of them linking to the contact page.
    const features = await screen.findByRole('region', { name: say(lang, 'Built around your business, not the other way round') })
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['User-centred design', 'Modular approach', 'Direct contact', 'Data protection'].map((card) => say(lang, card)))
    expect(within(features).getByRole('link', { name: say(lang, 'Contact us') })).toHaveAttribute('href', `/${lang}/contact`)

    // What we do: four services, the first one open.
    const services = region(lang, 'Software for every part of your business')
    expect(within(services).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Web and mobile applications', 'ERP and production software', 'Integration and data', 'AI, DevOps and IoT'].map((item) => say(lang, item)))
    const first = within(services).getByText(say(lang, 'Fast, accessible websites and web apps, and mobile apps for iOS and Android, built on modern stacks your team can maintain.'))
    expect(first.closest('details')).toHaveProperty('open', true)

    // Statistics: the labels, the final figures for assistive technology and the badge.
    const stats = region(lang, 'More than a decade of software that works')
    for (const label of ['Years of experience', 'Different sectors', 'Products delivered', 'Happy customers']) expect(within(stats).getByText(say(lang, label))).toBeInTheDocument()
    expect(within(stats).getAllByRole('definition').map((figure) => figure.querySelector('.sr-only')?.textContent)).toEqual(FINAL_STATS)
    const percent = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'percent' }).format(1)
    expect(stats).toHaveTextContent(say(lang, '{percent} customer satisfaction', { percent }).replace(/\s+/g, ' '))

    // How we work: four steps in order and five social profiles opening in a new tab.
    const steps = region(lang, 'From idea to launch in four clear steps')
    const stepNames = within(steps)
      .getAllByRole('listitem')
      .flatMap((item) => within(item).queryAllByRole('heading', { level: 3 }))
      .map((heading) => heading.textContent)
    expect(stepNames).toEqual([say(lang, 'Discover'), sayIn(lang, 'process step', 'Plan'), say(lang, 'Build'), sayIn(lang, 'process step', 'Support')])
    const newTab = say(lang, '(opens in a new tab)')
    const social = within(within(steps).getByRole('list', { name: say(lang, 'Storm Software on social media') })).getAllByRole('link')
    expect(social).toHaveLength(5)
    for (const link of social) {
      expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`${escapeRegExp(newTab)}$`)))
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
    }

    // Call to action: the benefits and the way to the contact page of the same language.
    const cta = region(lang, 'Ready to build something great together?')
    expect(within(cta).getAllByRole('listitem')).toHaveLength(4)
    expect(within(cta).getByText(say(lang, 'Free first consultation'))).toBeInTheDocument()
    expect(within(cta).getByRole('link', { name: say(lang, 'Start your project') })).toHaveAttribute('href', `/${lang}/contact`)
  })
})
