import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as AboutStory } from '~/routes/$lang/about/v2'
import { Route as AboutValues } from '~/routes/$lang/about/v3'
import { Route as ContactForm } from '~/routes/$lang/contact/v1'
import { Route as ContactOffices } from '~/routes/$lang/contact/v2'
import { Route as Team } from '~/routes/$lang/team'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the company pages show from their data, in every language: the team, the story's timeline,
 * the way of working, the contact pages' headings and offices. Expected texts are the English
 * sources as each language's catalogs translate them; names are the same in every language. What a
 * visitor does on them (forms, maps, the avatars loading, the team strip's anchors) is end to end
 * (tests/e2e/company.spec.ts).
 */

/** The team in its editorial order (locales/en/content/team, `order`). */
const TEAM = [
  { slug: 'mert-ozturk', name: 'Mert Öztürk' },
  { slug: 'elif-kaya', name: 'Elif Kaya' },
  { slug: 'can-aydin', name: 'Can Aydın' },
  { slug: 'deniz-sahin', name: 'Deniz Şahin' },
  { slug: 'zeynep-arslan', name: 'Zeynep Arslan' },
  { slug: 'emre-yilmaz', name: 'Emre Yılmaz' },
  { slug: 'jonas-weber', name: 'Jonas Weber' },
  { slug: 'sarah-collins', name: 'Sarah Collins' },
] as const

const MILESTONE_YEARS = ['2013', '2014', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2024', '2025', '2026']

function h1(lang: Lang, english: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(lang, english))
}

function region(lang: Lang, english: string) {
  return screen.getByRole('region', { name: say(lang, english) })
}

describe.each(LANGUAGES)('company pages (%s)', (lang) => {
  it(`${lang}: the team page shows all eight people in order with their avatars and bios, and the way to the open positions`, async () => {
    await renderRoute(Team, `/${lang}/team`)
    h1(lang, 'Our team')
    const people = within(region(lang, 'The people who lead our work')).getAllByRole('article')
    expect(people.map((card) => card.id)).toEqual(TEAM.map((member) => member.slug))
    expect(people.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(TEAM.map((member) => member.name))
    for (const [index, member] of TEAM.entries()) {
      const card = people[index] ?? document.body
      expect(within(card).getByRole('img', { name: say(lang, 'Illustrated avatar of {name}', { name: member.name }) })).toBeInTheDocument()
      // A role, an office and a bio of a few sentences.
      expect(card.textContent?.length).toBeGreaterThan(300)
    }
    expect(within(region(lang, "We're hiring")).getByRole('link', { name: say(lang, 'See the open positions') })).toHaveAttribute('href', `/${lang}/career`)
  })

  it(`${lang}: about v2 tells the story in order, with the figures`, async () => {
    await renderRoute(AboutStory, `/${lang}/about/v2`)
    h1(lang, 'Software for the companies around us, since 2013')
    const timeline = screen.getByRole('list', { name: say(lang, 'From two rooms in Eskişehir to four offices') })
    const items = within(timeline).getAllByRole('listitem')
    expect(items).toHaveLength(MILESTONE_YEARS.length)
    const times = [...timeline.querySelectorAll('time')]
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(MILESTONE_YEARS)
    expect(times.map((time) => time.textContent)).toEqual(MILESTONE_YEARS)
    expect(within(items[0] ?? timeline).getByRole('heading', { level: 3 })).toHaveTextContent(say(lang, 'Founded in Eskişehir'))
    // The home page's figures: four numbers.
    expect(document.querySelectorAll('dl dd')).toHaveLength(4)
  })

  it(`${lang}: about v3 is a page of its own: principles, steps, the team, a quote and a way to write to us`, async () => {
    await renderRoute(AboutValues, `/${lang}/about/v3`)
    h1(lang, 'How we work with our customers')
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(say(lang, 'Software for the companies around us, since 2013'))
    // No timeline here.
    expect(document.querySelectorAll('time')).toHaveLength(0)
    expect(within(region(lang, 'Six promises we keep on every project')).getAllByRole('listitem')).toHaveLength(6)
    expect(within(region(lang, 'From the first call to the support desk')).getAllByRole('listitem')).toHaveLength(5)
    expect(document.querySelectorAll('blockquote')).toHaveLength(1)
    const strip = within(screen.getByRole('list', { name: say(lang, 'The people you will work with') }))
    expect(strip.getAllByRole('listitem')).toHaveLength(TEAM.length)
    expect(strip.getByRole('link', { name: 'Jonas Weber' })).toHaveAttribute('href', `/${lang}/team#jonas-weber`)
    expect(screen.getByRole('link', { name: say(lang, 'Write to us') })).toHaveAttribute('href', `/${lang}/contact/v1`)
  })

  it(`${lang}: contact v1 shows its h1, the email address and the form`, async () => {
    await renderRoute(ContactForm, `/${lang}/contact/v1`)
    h1(lang, "Let's talk about your project")
    expect(screen.getByRole('link', { name: 'info@stormyazilim.com.tr' })).toHaveAttribute('href', 'mailto:info@stormyazilim.com.tr')
    expect(within(screen.getByRole('form', { name: say(lang, 'Tell us about your project') })).getAllByRole('textbox')).toHaveLength(5)
  })

  it(`${lang}: contact v2 shows its h1 and the four offices, with no map before the visitor asks for one`, async () => {
    await renderRoute(ContactOffices, `/${lang}/contact/v2`)
    h1(lang, 'Visit us in Eskişehir, Istanbul, Berlin or London')
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.getByRole('button', { name: say(lang, 'Show on the map: {city}', { city: say(lang, 'Berlin') }) })).toHaveAttribute('aria-pressed', 'false')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
