import type { Locator } from '@playwright/test'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '../../src/lib/languages'
import { say, sayAll } from './catalogs'
import { expect, testInOneLanguage, test } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/

/**
 * What a visitor does on the demo pages: their forms, their keyboard paths and their carousels.
 * What the pages show from their data (h1, sections, links, tables) is checked in every language
 * without a browser (tests/unit/pages/demos.test.tsx); every demo is loaded in every language by
 * layouts.spec.ts. Each test runs in one language, named in its title (fixtures.ts
 * `testInOneLanguage`); expected texts are the English sources as the catalogs translate them.
 */
const oneLanguage = testInOneLanguage(LANGUAGES)

/** The SEO agency demo's audit form (locales/<lang>/demos.po). */
const AUDIT = {
  form: 'Request your free SEO audit',
  website: 'Website',
  name: 'Full name',
  email: 'Email',
  number: 'Phone',
  company: 'Company',
  submit: 'Request my free audit',
  badAddress: "Please enter your website's address, starting with http:// or https://",
  done: 'Audit requested',
  failed: 'Your request could not be sent. Please try again; what you typed is still here.',
}
type AuditTexts = Record<keyof typeof AUDIT, string>

const VALUES = { name: 'Ayşe Demir', email: 'ayse@ege-makina.example', number: '+90 222 555 01 02', company: 'Ege Makina' }

async function fillContact(form: Locator, texts: AuditTexts) {
  for (const [name, value] of Object.entries(VALUES)) await form.getByLabel(texts[name as keyof typeof VALUES]).fill(value)
}

for (const lang of LANGUAGES) {
  test.describe(`SEO agency demo (${lang})`, () => {
    oneLanguage(lang, 'the audit form refuses a javascript: address with a field error and sends nothing', async ({ page, visit }) => {
      const texts = sayAll(lang, AUDIT)
      await visit(`/${lang}/demos/agency/seo`)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      const form = page.getByRole('form', { name: texts.form })
      await fillContact(form, texts)
      const website = form.getByLabel(texts.website)
      await website.fill('javascript:alert(1)')
      await form.getByRole('button', { name: texts.submit }).click()
      await expect(website).toHaveAttribute('aria-invalid', 'true')
      await expect(website).toBeFocused()
      await expect(form.getByText(texts.badAddress)).toBeVisible()
      expect(requests).toHaveLength(0)
    })

    oneLanguage(lang, 'an https address is sent as a contact request; a server error keeps what was typed', async ({ page, visit, allowProblem }) => {
      const texts = sayAll(lang, AUDIT)
      // Before the visit: the recorder is a script the page runs first.
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/demos/agency/seo`)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await useScenario(page, 'contactServerError')
      const form = page.getByRole('form', { name: texts.form })
      await fillContact(form, texts)
      const website = form.getByLabel(texts.website)
      await website.fill('ege-makina.example')
      const button = form.getByRole('button', { name: texts.submit })
      await button.click()
      await expect(page.getByText(texts.failed)).toBeVisible()
      await expect(website).toHaveValue('ege-makina.example')
      await expect(form.getByLabel(texts.company)).toHaveValue(VALUES.company)
      allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactForm\/Create$/)
      allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      allowProblem(/^console\.error: HTTPError: Request failed with status code 500/)

      await resetScenarios(page)
      await button.click()
      await expect(page.getByText(texts.done)).toBeVisible()
      await expect(website).toHaveValue('')
      expect(requests).toHaveLength(2)
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string; NameSurname?: string; Website?: string } | null
      expect(last?.Message).toBe(say(lang, 'Free SEO audit requested for {website}', { website: 'https://ege-makina.example' }))
      expect(last?.Website).toBe('https://ege-makina.example')
      expect(last?.NameSurname).toBe(VALUES.name)
    })
  })

  test.describe(`Keyboard paths of the demos (${lang})`, () => {
    oneLanguage(lang, "a design agency's case study opens by keyboard", async ({ page, visit }) => {
      await visit(`/${lang}/demos/agency/design`)
      const study = page.getByRole('region', { name: say(lang, 'Design that changed the numbers') }).getByRole('link', { name: say(lang, 'A patient app for every age') })
      await study.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/portfolio/marmara-health-patient-app/?$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    oneLanguage(lang, "the mobile app demo's first store badge is reached by Tab from the hero, before the first screen row", async ({ page, visit }) => {
      await visit(`/${lang}/demos/mobile-app`)
      const main = page.getByRole('main')
      const badge = main.getByRole('link', { name: new RegExp(`App Store.*${say(lang, '(opens in a new tab)').replace(/[()]/g, '\\$&')}`) }).first()
      await page.getByRole('heading', { level: 1 }).click()
      let reached = false
      for (let step = 0; step < 10 && !reached; step += 1) {
        await page.keyboard.press('Tab')
        reached = await badge.evaluate((link) => link === document.activeElement)
      }
      expect(reached).toBe(true)
    })

    oneLanguage(lang, "/saas/v1's pricing switch works by keyboard, and the prices follow it", async ({ page, visit }) => {
      await visit(`/${lang}/saas/v1`)
      const group = page.getByRole('group', { name: say(lang, 'Billing period') })
      const monthly = group.getByRole('button', { name: say(lang, 'Monthly'), exact: true })
      const yearly = group.getByRole('button', { name: say(lang, '{months, plural, one {Yearly (# month free)} other {Yearly (# months free)}}', { months: 2 }) })
      const pricing = page.locator('section', { has: group })
      await expect(monthly).toHaveAttribute('aria-pressed', 'true')
      await expect(pricing.getByText(dollars(lang, 14900))).toBeVisible()

      await monthly.focus()
      await page.keyboard.press('Tab')
      await expect(yearly).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(yearly).toHaveAttribute('aria-pressed', 'true')
      await expect(monthly).toHaveAttribute('aria-pressed', 'false')
      // A yearly plan costs ten months (src/site/plans.ts).
      await expect(pricing.getByText(dollars(lang, 149000))).toBeVisible()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Space')
      await expect(monthly).toHaveAttribute('aria-pressed', 'true')
      await expect(pricing.getByText(dollars(lang, 14900))).toBeVisible()
    })

    oneLanguage(lang, "/saas/v3's first integration opens its own page", async ({ page, visit }) => {
      await visit(`/${lang}/saas/v3`)
      const links = page.getByRole('region', { name: say(lang, 'The standards your partners already speak') }).locator(`a[href^="/${lang}/saas/integrations/"]`)
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
      const first = links.first()
      const title = (await first.textContent()) ?? ''
      await first.click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/saas/integrations/[a-z0-9-]+/?$`))
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    })
  })
}

/** A price as the page writes it: whole US dollars in the language's own way. */
function dollars(lang: Lang, cents: number) {
  return new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100)
}

/** The testimonial carousels' controls (locales/<lang>/demo-studio.po). */
const CAROUSEL = { label: 'Testimonials', pause: 'Pause the testimonials', play: 'Play the testimonials', previous: 'Previous testimonial', next: 'Next testimonial' }
/** The testimonials advance every 7 s (testimonials-embla.tsx): the page's clock run past that shows whether they moved. */
const PAST_ONE_TESTIMONIAL_MS = 8500

/** A slide's name: "n of 4". */
function slide(lang: Lang, position: number) {
  return say(lang, '{position} of {total}', { position, total: 4 })
}

/** The "n of m" name of the leftmost testimonial the visitor sees: what moving changes. */
function firstVisibleTestimonial(region: Locator): Promise<string> {
  return region.evaluate((root) => {
    const box = root.getBoundingClientRect()
    // The card inside each slide: the slide itself starts at its gutter, left of the viewport.
    const visible = [...root.querySelectorAll('[role="group"]')]
      .map((element) => ({ element, left: (element.firstElementChild ?? element).getBoundingClientRect().left }))
      .filter(({ left }) => left >= box.left - 2 && left < box.right)
      .sort((a, b) => a.left - b.left)
    return visible[0]?.element.getAttribute('aria-label') ?? ''
  })
}

test.describe('testimonial carousel', () => {
  test('en: /demos/classic: the slides advance by themselves, the pause button stops them by keyboard, next and previous move them', async ({ page, visit }) => {
    const texts = sayAll('en', CAROUSEL)
    // The page's clock flows as usual until the test runs it past a step (no wait in real time).
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await visit('/en/demos/classic')
    const carousel = page.getByRole('region', { name: texts.label, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const start = await firstVisibleTestimonial(carousel)
    expect(start).toBe(slide('en', 1))
    // Embla, loaded once the carousel is in view, has taken the slides over (it moves their row).
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('style', /transform/)
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    await expect.poll(() => firstVisibleTestimonial(carousel), { message: 'the slides advance' }).not.toBe(start)

    await carousel.getByRole('button', { name: texts.pause, exact: true }).focus()
    await page.keyboard.press('Enter')
    const play = carousel.getByRole('button', { name: texts.play, exact: true })
    await expect(play).toBeFocused()
    // Focus inside pauses the slides too: it leaves, and only the pause button holds them.
    await play.blur()
    await page.clock.runFor(600)
    const paused = await firstVisibleTestimonial(carousel)
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    expect(await firstVisibleTestimonial(carousel), 'the slides stay where they were').toBe(paused)

    const position = Number.parseInt(paused, 10)
    await carousel.getByRole('button', { name: texts.next, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(slide('en', (position % 4) + 1))
    await carousel.getByRole('button', { name: texts.previous, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(paused)
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(slide('en', ((position + 2) % 4) + 1))

    // Play again: once focus and pointer have left, the slides move on.
    await play.focus()
    await page.keyboard.press('Space')
    await carousel.getByRole('button', { name: texts.pause, exact: true }).blur()
    const resumed = await firstVisibleTestimonial(carousel)
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    await expect.poll(() => firstVisibleTestimonial(carousel), { message: 'the slides advance again' }).not.toBe(resumed)
  })

  test('de: /demos/agency/creative under reduced motion: no autoplay and no pause button, next and previous still move the slides', async ({ page, visit }) => {
    const texts = sayAll('de', CAROUSEL)
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/de/demos/agency/creative')
    const carousel = page.getByRole('region', { name: texts.label, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expect(carousel.getByRole('button', { name: texts.pause, exact: true })).toBeHidden()
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    expect(await firstVisibleTestimonial(carousel), 'nothing moves by itself').toBe(slide('de', 1))

    await carousel.getByRole('button', { name: texts.next, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(slide('de', 2))
    await carousel.getByRole('button', { name: texts.previous, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(slide('de', 1))
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(slide('de', 4))
  })
})
/**
 * The demo request forms of the Storm platform (SaaS v5) and finance consulting demos
 * (locales/<lang>/demo-suite.po), with their product or topic choice: a field error, a failed
 * request that keeps what was typed, and a sent request with its toast.
 */
const LEAD_FORM = {
  name: 'Full name',
  email: 'Work email',
  company: 'Company',
  phone: 'Phone (optional)',
  message: 'Message (optional)',
  unsure: 'Not sure yet',
  badEmail: 'Please enter your work email',
  failed: 'Your request could not be sent. Please try again; what you typed is still here.',
  demo: 'Request a demo',
  demoDone: 'Demo requested',
  platform: 'The whole platform',
  consultation: 'Book a consultation',
  consultationDone: 'Consultation booked',
  topic: 'E-invoicing and e-ledger',
}
type LeadTexts = Record<keyof typeof LEAD_FORM, string>

const LEAD = { name: 'Ayşe Demir', email: 'ayse@ege-makina.example', company: 'Ege Makina', message: 'Two plants, forty machines.' }

async function fillLead(form: Locator, texts: LeadTexts, values: { email?: string } = {}) {
  await form.getByLabel(texts.name).fill(LEAD.name)
  await form.getByLabel(texts.email).fill(values.email ?? LEAD.email)
  await form.getByLabel(texts.company).fill(LEAD.company)
  await form.getByLabel(texts.message).fill(LEAD.message)
}

for (const lang of LANGUAGES) {
  test.describe(`Platform and finance consulting demos (${lang})`, () => {
    oneLanguage(lang, "/saas/v5's product choice works by keyboard, and a bad email is a field error", async ({ page, visit }) => {
      const texts = sayAll(lang, LEAD_FORM)
      await visit(`/${lang}/saas/v5`)
      const form = page.getByRole('form', { name: texts.demo })
      const unsure = form.getByRole('radio', { name: texts.unsure })
      await expect(unsure).toBeChecked()
      await unsure.focus()
      await page.keyboard.press('ArrowUp')
      await expect(form.getByRole('radio', { name: texts.platform })).toBeChecked()
      await expect(form.getByRole('radio', { name: texts.platform })).toBeFocused()

      const requests = recordRequests(page, 'POST', CONTACT_API)
      await fillLead(form, texts, { email: 'ayse@' })
      await form.getByRole('button', { name: texts.demo }).click()
      const email = form.getByLabel(texts.email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await expect(form.getByText(texts.badEmail)).toBeVisible()
      // The phone may stay empty.
      await expect(form.getByLabel(texts.phone)).not.toHaveAttribute('aria-invalid', 'true')
      expect(requests).toHaveLength(0)
    })

    oneLanguage(lang, '/saas/v5 keeps what was typed when the request fails, then sends it with the product chosen', async ({ page, visit, allowProblem }) => {
      const texts = sayAll(lang, LEAD_FORM)
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/saas/v5`)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await useScenario(page, 'contactServerError')
      const form = page.getByRole('form', { name: texts.demo })
      await fillLead(form, texts)
      await form.getByRole('radio', { name: 'Storm Sense' }).check()
      const button = form.getByRole('button', { name: texts.demo })
      await button.click()
      await expect(page.getByText(texts.failed)).toBeVisible()
      await expect(form.getByLabel(texts.name)).toHaveValue(LEAD.name)
      await expect(form.getByLabel(texts.company)).toHaveValue(LEAD.company)
      await expect(form.getByLabel(texts.message)).toHaveValue(LEAD.message)
      await expect(form.getByRole('radio', { name: 'Storm Sense' })).toBeChecked()
      allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactForm\/Create$/)
      allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      allowProblem(/^console\.error: HTTPError: Request failed with status code 500/)

      await resetScenarios(page)
      await button.click()
      await expect(page.getByText(texts.demoDone, { exact: true })).toBeVisible()
      await expect(form.getByLabel(texts.name)).toHaveValue('')
      expect(requests).toHaveLength(2)
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string; Company?: string } | null
      expect(last?.Message).toBe(`${say(lang, 'Demo requested: {choice}', { choice: 'Storm Sense' })}\n\n${LEAD.message}`)
      expect(last?.Company).toBe(LEAD.company)
    })

    oneLanguage(lang, '/demos/finance-consulting books a consultation on a topic chosen by keyboard', async ({ page, visit }) => {
      const texts = sayAll(lang, LEAD_FORM)
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/demos/finance-consulting`)
      const form = page.getByRole('form', { name: texts.consultation })
      await fillLead(form, texts)
      await form.getByRole('radio', { name: texts.unsure }).focus()
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp')
      await expect(form.getByRole('radio', { name: texts.topic })).toBeChecked()
      await form.getByRole('button', { name: texts.consultation }).click()
      await expect(page.getByText(texts.consultationDone, { exact: true })).toBeVisible()
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string } | null
      expect(last?.Message).toBe(`${say(lang, 'Consultation requested: {choice}', { choice: texts.topic })}\n\n${LEAD.message}`)
    })
  })
}

test.describe('The ways in of the demo heroes', () => {
  test('en: the classic demo\'s main action leads to the contact page, whose form is in the first screen', async ({ page, visit }) => {
    await visit('/en/demos/classic')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('link', { name: say('en', 'Get to know us') })).toBeVisible()
    await hero.getByRole('link', { name: say('en', 'Start your project') }).click()
    await expect(page).toHaveURL(/\/en\/contact\/?$/)
    await expect(page.getByRole('heading', { level: 2, name: say('en', 'Send us a message') })).toBeInViewport()
  })

  test('de: the finance demo\'s main action takes the visitor to the consultation form further down the page', async ({ page, visit }) => {
    await visit('/de/demos/finance-consulting')
    const form = page.getByRole('form', { name: say('de', 'Book a consultation') })
    await expect(form).not.toBeInViewport()
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await hero.getByRole('link', { name: say('de', 'Book a consultation') }).click()
    await expect(page).toHaveURL(/#finance-consultation$/)
    await expect(page.getByRole('heading', { level: 2, name: say('de', 'Book a consultation') })).toBeInViewport()
  })
})

test.describe('Comparison table on a phone', () => {
  test('en: /saas/v4: on a phone the comparison is one card per way of measuring, each with every row; from a tablet it is the table', async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await visit('/en/saas/v4')
    const caption = 'Storm Sense compared with spreadsheets and meter readings and with the monthly energy bill'
    const cards = page.getByRole('list', { name: caption })
    await expect(cards.getByRole('listitem')).toHaveCount(3)
    await expect(cards.getByRole('listitem').first()).toContainText('Storm Sense')
    for (const card of await cards.getByRole('listitem').all()) await expect(card.getByText('How often consumption is measured')).toBeVisible()
    await expect(page.getByRole('table', { name: caption })).toBeHidden()
    // No word is cut: nothing in a card is wider than its box, and the page is no wider than the screen.
    expect(await cards.evaluate((list) => [...list.querySelectorAll('dt, dd')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length)).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(cards).toBeHidden()
    const table = page.getByRole('region', { name: caption }).getByRole('table', { name: caption })
    await expect(table.getByRole('columnheader')).toHaveText(['What you know', 'Storm Sense', 'Spreadsheets and meter readings', 'The monthly energy bill'])
  })
})
