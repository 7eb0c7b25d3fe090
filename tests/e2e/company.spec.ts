import type { Page } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { say, sayAll } from './catalogs'
import { expect, scrollThrough, test, waitForHydration, testInOneLanguage } from './fixtures'
import { recordFetchBodies, recordRequests, sentBodies } from './scenarios'

/** The team's size (locales/en/content/team). */
const TEAM_SIZE = 8

/** What a visitor reads on these pages (locales/<lang>/company.po and messages.po). */
const TEXTS = {
  teamPeople: 'The people who lead our work',
  hiring: "We're hiring",
  openPositions: 'See the open positions',
  teamStrip: 'The people you will work with',
  writeToUs: 'Write to us',
  formH1: "Let's talk about your project",
  form: 'Tell us about your project',
  send: 'Send message',
  nameLabel: 'Full name',
  nameError: 'Please enter your name',
  success: 'Sent Successfully',
  map: 'Find us on the map',
  loadMap: 'Load map',
}

/** Everything the tests read, in a language: the table above and the messages with values. */
function textsOf(lang: Lang) {
  const berlin = say(lang, 'Berlin')
  return {
    ...sayAll(lang, TEXTS),
    threeInvalid: say(lang, '{invalidCount, plural, one {Please correct the highlighted field.} other {Please correct the # highlighted fields.}}', { invalidCount: 3 }),
    showBerlin: say(lang, 'Show on the map: {city}', { city: berlin }),
    berlinMap: say(lang, 'Map of our office in {city}', { city: berlin }),
    berlinAddress: `Friedrichstraße 68, 10117, ${berlin}, ${say(lang, 'Germany')}`,
  }
}
type Texts = ReturnType<typeof textsOf>

const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/
const BERLIN_EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=13\.38150,52\.50620,13\.39750,52\.51620&layer=mapnik&marker=52\.51120,13\.38950$/

const VALUES = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  number: '(532) 123 45 67',
  company: 'Örnek A.Ş.',
  message: 'Merhaba, üretim planlaması için bir ERP projesi konuşmak istiyoruz.',
}

async function fillContactForm(page: Page, texts: Texts): Promise<void> {
  const form = page.getByRole('form', { name: texts.form })
  const boxes = form.getByRole('textbox')
  await expect(boxes).toHaveCount(5)
  for (const [index, value] of Object.values(VALUES).entries()) await boxes.nth(index).fill(value)
}

/**
 * What these pages show from their data (the team, the timeline, the way of working, the offices)
 * is checked in every language without a browser (tests/unit/pages/company.test.tsx); here, what
 * needs one. Each test in one language, named in its title (fixtures.ts `testInOneLanguage`).
 */
const oneLanguage = testInOneLanguage(LANGUAGES)
for (const lang of LANGUAGES) {
  test.describe(`${lang}: company pages`, () => {
    oneLanguage(lang, 'the team page shows all eight people with their avatars, and leads to the open positions', async ({ page, visit }) => {
      const texts = textsOf(lang)
      await visit(`/${lang}/team`)
      const main = page.getByRole('main')
      const people = main.getByRole('region', { name: texts.teamPeople }).getByRole('article')
      await expect(people).toHaveCount(TEAM_SIZE)
      // The avatars load as they near the screen.
      await scrollThrough(page)
      await expect.poll(() => people.locator('img').evaluateAll((all) => all.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0))).toBe(true)

      const hiring = main.getByRole('region', { name: texts.hiring })
      await hiring.getByRole('link', { name: texts.openPositions }).click()
      await expect(page).toHaveURL(`/${lang}/career`)
    })

    oneLanguage(lang, 'about v3 is a page of its own: principles, steps, the team, a quote and a way to write to us', async ({ page, visit }) => {
      const texts = textsOf(lang)
      await visit(`/${lang}/about/v3`)
      const main = page.getByRole('main')
      const strip = main.getByRole('list', { name: texts.teamStrip })
      await strip.getByRole('link', { name: 'Jonas Weber' }).click()
      await expect(page).toHaveURL(`/${lang}/team#jonas-weber`)
      await expect(page.locator('#jonas-weber')).toBeInViewport()

      await visit(`/${lang}/about/v3`)
      await main.getByRole('link', { name: texts.writeToUs }).click()
      await expect(page).toHaveURL(`/${lang}/contact/v1`)
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.formH1)
    })

    oneLanguage(lang, 'contact v1 checks the form (name, email and message required) and sends it to the backend once', async ({ page, visit }) => {
      const texts = textsOf(lang)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/contact/v1`)
      const main = page.getByRole('main')
      const form = main.getByRole('form', { name: texts.form })
      await form.getByRole('button', { name: texts.send }).click()
      await expect(form.getByRole('status')).toHaveText(texts.threeInvalid)
      const name = form.getByRole('textbox', { name: texts.nameLabel, exact: true })
      await expect(name).toBeFocused()
      await expect(name).toHaveAccessibleDescription(texts.nameError)
      expect(requests).toEqual([])

      await fillContactForm(page, texts)
      await form.getByRole('button', { name: texts.send }).click()
      await expect(page.getByText(texts.success, { exact: true })).toBeVisible()
      expect(requests).toHaveLength(1)
      expect((await sentBodies(page)).map((body) => JSON.parse(body) as unknown)).toEqual([
        { NameSurname: VALUES.name, Email: VALUES.email, Phone: VALUES.number, Company: VALUES.company, Message: VALUES.message },
      ])
      await expect(name).toHaveValue('')
    })

    oneLanguage(lang, 'contact v2 asks OpenStreetMap for nothing until the visitor loads the office they chose', async ({ page, visit, allowThirdParty }) => {
      const texts = textsOf(lang)
      allowThirdParty(/(^|\.)openstreetmap\.org$/)
      const mapRequests: string[] = []
      await page.route('**://*.openstreetmap.org/**', (route) => {
        mapRequests.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' })
      })
      await visit(`/${lang}/contact/v2`)
      const main = page.getByRole('main')
      const berlin = main.getByRole('button', { name: texts.showBerlin })
      await berlin.click()
      await expect(berlin).toHaveAttribute('aria-pressed', 'true')
      const map = main.getByRole('region', { name: texts.map })
      await expect(map.getByText(texts.berlinAddress)).toBeVisible()
      await expect(map.locator('iframe')).toHaveCount(0)
      expect(mapRequests).toEqual([])

      await map.getByRole('button', { name: texts.loadMap }).click()
      const frame = map.locator('iframe')
      await expect(frame).toHaveAttribute('title', texts.berlinMap)
      await expect(frame).toHaveAttribute('src', BERLIN_EMBED)
      await expect.poll(() => mapRequests.length).toBe(1)
      expect(mapRequests[0]).toMatch(BERLIN_EMBED)
    })
  })
}

test('en: a blog author’s name leads to their card on the team page', async ({ page, visit }) => {
  await visit('/en/blog/modular-monolith-first')
  await page.getByRole('main').getByRole('link', { name: 'Elif Kaya' }).click()
  await expect(page).toHaveURL('/en/team#elif-kaya')
  await expect(page.locator('#elif-kaya')).toBeInViewport()
})

test('en: contact v1 keeps what is typed before the form’s code arrives, and the page is marked hydrated only after it', async ({ page, visit }) => {
  const texts = textsOf('en')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // On the context: the mock service worker fetches the page's scripts on its behalf.
  await page.context().route('**/assets/contact-form-*.js', async (route) => {
    await held
    await route.continue()
  })
  await visit('/en/contact/v1', { hydrated: false })
  const form = page.getByRole('form', { name: texts.form })
  await fillContactForm(page, texts)
  await expect(form.getByRole('button', { name: texts.send })).toBeDisabled()
  await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)

  release()
  await waitForHydration(page)
  await expect(form.getByRole('button', { name: texts.send })).toBeEnabled()
  await expect(form.getByRole('textbox', { name: texts.nameLabel, exact: true })).toHaveValue(VALUES.name)
})
