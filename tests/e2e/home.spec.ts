import type { Locator, Page } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { say, sayAll } from './catalogs'
import { escapeRegExp, expect, holdScripts, test, waitForHydration } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

/** The subscription form and its toasts (locales/<lang>/home.po, messages.po). */
const FORM = {
  label: 'Email address',
  submit: 'Subscribe',
  invalid: 'Please enter your email',
  successTitle: 'Success',
  success: 'Sent Successfully',
  errorTitle: 'Error',
  error: 'An error was encountered',
  notifications: 'Notifications',
  close: 'Close notification',
}
type FormTexts = Record<keyof typeof FORM, string>

const SUBSCRIBE_URL = /\/api\/v1\/Site\/ContactEmail\/Create$/

/** SPEC.md §9: the company was founded in 2013; the other figures are fixed. */
const FINAL_STATS = [`${new Date().getFullYear() - 2013}`, '120+', '200+', '600+']

/** The typed line of the hero, whatever service it has typed so far: "Solutions for …" in the language's order. */
function typedLine(lang: Lang): RegExp {
  const mark = '\u0000'
  const [before = '', after = ''] = say(lang, 'Solutions for {typed}', { typed: mark }).split(mark)
  return new RegExp(`${before === '' ? '' : `^${escapeRegExp(before)}`}\\S${after === '' ? '' : `.*${escapeRegExp(after)}$`}`)
}

/** Whether an <img> has loaded a real picture (not a broken or pending one). */
async function hasLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)
}

/**
 * Opens the home page and returns its subscription form once the form's lazily loaded code has
 * hydrated it (the button is disabled until then), with a record of the requests it sends.
 */
async function openSubscriptionForm(page: Page, visit: (path: string, options?: { axe?: boolean }) => Promise<void>, lang: Lang) {
  await recordFetchBodies(page, SUBSCRIBE_URL)
  const sent = recordRequests(page, 'POST', SUBSCRIBE_URL)
  await visit(`/${lang}`)
  const text = sayAll(lang, FORM)
  const email = page.getByRole('textbox', { name: text.label })
  const submit = page.getByRole('button', { name: text.submit, exact: true })
  await expect(submit).toBeEnabled()
  return { email, submit, text, sent }
}

/** The toast with this title and message in the (translated) notifications region. */
function toast(page: Page, text: FormTexts, kind: 'success' | 'error'): Locator {
  const [title, message] = kind === 'success' ? [text.successTitle, text.success] : [text.errorTitle, text.error]
  return page
    .getByRole('region', { name: new RegExp(`^${escapeRegExp(text.notifications)}`) })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: message })
}

/**
 * What the home page shows from its data (sections, cards, figures, links) is checked in every
 * language without a browser (tests/unit/pages/home.test.tsx); here, what needs one.
 */
test.describe('home page', () => {
  test('tr, en, de: the hero shows its typed line, and its pictures load: the dashboard of each language and the mascot', async ({ page, visit }) => {
    for (const lang of LANGUAGES) {
      await visit(`/${lang}`)
      const hero = page.getByRole('region', { name: say(lang, 'Software that moves your business forward') })
      await expect(hero.locator('[aria-hidden="true"]').filter({ hasText: typedLine(lang) })).toBeVisible()
      const dashboard = hero.getByRole('img', { name: say(lang, 'Storm Software dashboard with project, delivery and support figures') })
      await expect(dashboard).toHaveAttribute('src', `/images/home/dashboard-${lang}.webp`)
      await expect.poll(() => hasLoaded(dashboard)).toBe(true)
      const mascot = hero.locator('img[src="/images/home/mascot.svg"]')
      await expect(mascot).toBeVisible()
      await expect.poll(() => hasLoaded(mascot)).toBe(true)
    }
  })

  test('en: the call to action leads to the contact page', async ({ page, visit }) => {
    await visit('/en')
    await page.getByRole('region', { name: say('en', 'Ready to build something great together?') }).getByRole('link', { name: say('en', 'Start your project') }).click()
    await expect(page).toHaveURL('/en/contact')
    await expect(page.getByRole('heading', { level: 1, name: say('en', 'Contact') })).toBeVisible()
  })

  test('tr, en, de: on a phone the hero offers "Start your project" on the first screen, the email form under it, neither over the other; the action opens the contact page', async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const lang of LANGUAGES) {
      await visit(`/${lang}`)
      const hero = page.getByRole('region', { name: say(lang, 'Software that moves your business forward') })
      const action = hero.getByRole('link', { name: say(lang, 'Start your project') })
      const email = hero.getByRole('textbox', { name: say(lang, 'Email address') })
      const subscribe = hero.getByRole('button', { name: say(lang, 'Subscribe'), exact: true })
      await expect(action).toBeInViewport({ ratio: 1 })
      for (const control of [email, subscribe]) await expect(control).toBeVisible()
      const boxes = await Promise.all([action, email, subscribe].map((control) => control.boundingBox()))
      const [link, field, button] = boxes
      if (!link || !field || !button) throw new Error('a control of the hero has no box')
      // A button-like link as wide as the content (the page's gutters are 16 px), above the form.
      expect(link.height).toBeGreaterThanOrEqual(44)
      expect(link.width).toBeGreaterThanOrEqual(360 - 2 * 16 - 1)
      for (const control of [field, button]) {
        expect(control.y).toBeGreaterThanOrEqual(link.y + link.height)
        expect(control.x + control.width).toBeLessThanOrEqual(360)
      }
    }
    // The last language's page is open: its action leads to its contact page.
    await page.getByRole('region', { name: say('de', 'Software that moves your business forward') }).getByRole('link', { name: say('de', 'Start your project') }).click()
    await expect(page).toHaveURL('/de/contact')
    await expect(page.getByRole('heading', { level: 1, name: say('de', 'Contact') })).toBeVisible()
  })
})

// Each of these tests runs in one language, a different one from test to test: the words come from
// the catalogs (checked for every language), the behaviour is the same code.
test.describe('email subscription', () => {
  test(`en: empty and invalid submits send nothing and explain why; a valid one sends {"Email"}`, async ({ page, visit }) => {
    const { email, submit, text, sent } = await openSubscriptionForm(page, visit, 'en')

    await submit.click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(text.invalid)
    await expect(page.getByText(text.invalid, { exact: true })).toBeVisible()
    await expect(email).toBeFocused()

    for (const invalid of ['not-an-email', 'ada@', '   ']) {
      await email.fill(invalid)
      await email.press('Enter')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(text.invalid)
    }

    // Corrected, the error goes away as the visitor types; the request carries exactly the address.
    await email.fill('  ada@example.com ')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText(text.invalid, { exact: true })).toBeHidden()
    await submit.click()
    await expect(toast(page, text, 'success')).toBeVisible()
    // Every request is recorded as it leaves the page, so the invalid submits above would be here.
    expect(sent).toHaveLength(1)
    expect(await sentBodies(page)).toEqual(['{"Email":"ada@example.com"}'])
    expect(await sent[0]?.headerValue('content-type')).toMatch(/^application\/json/)
    await expect(email).toHaveValue('')
    await expect(submit).toBeEnabled()
  })

  test('de: the form showing its error is axe clean in both themes', async ({ page, visit, expectAccessible }) => {
    // German has the longest message.
    const { email, submit, text } = await openSubscriptionForm(page, visit, 'de')
    await email.fill('not-an-email')
    await submit.click()
    await expect(email).toHaveAccessibleDescription(text.invalid)
    await expectAccessible({ within: 'form:has([aria-invalid="true"])' })
  })

  const failures = [
    { lang: 'tr', scenario: 'newsletterServerError' },
    { lang: 'de', scenario: 'newsletterNetworkError' },
  ] as const

  for (const { lang, scenario } of failures) {
    test(`${lang}: ${scenario} shows the error toast, keeps the address and lets the visitor retry`, async ({
      page,
      visit,
      allowProblem,
    }) => {
      const { email, submit, text, sent } = await openSubscriptionForm(page, visit, lang)
      await useScenario(page, scenario)

      await email.fill('grace@example.com')
      await submit.click()
      await expect(toast(page, text, 'error')).toBeVisible()
      await expect(toast(page, text, 'error').getByRole('button', { name: text.close })).toBeVisible()
      await expect(email).toHaveValue('grace@example.com')
      await expect(email).not.toHaveAttribute('aria-invalid')
      await expect(submit).toBeEnabled()
      expect(sent).toHaveLength(1)

      // The backend is back: the same button sends the kept address.
      await resetScenarios(page)
      await submit.click()
      await expect(toast(page, text, 'success')).toBeVisible()
      expect(sent).toHaveLength(2)
      expect(await sentBodies(page)).toEqual(['{"Email":"grace@example.com"}', '{"Email":"grace@example.com"}'])

      // The failure is logged once (SPEC.md §8) and the browser reports the failed call.
      allowProblem(/^console\.error: Newsletter subscription failed:/)
      if (scenario === 'newsletterServerError') {
        allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactEmail\/Create$/)
        allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      } else {
        allowProblem(/^request failed: POST .*\/api\/v1\/Site\/ContactEmail\/Create /)
        allowProblem(/^console\.error: Failed to load resource: net::ERR_\w+$/)
      }
    })
  }

  test('en: an address typed before the form has hydrated is kept, not put in the URL', async ({ page, visit }) => {
    // Hold the form's lazily loaded code back, as a slow connection would. On the context: once the
    // mock worker controls the page, the chunk is fetched by the service worker, not the page.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.context().route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await recordFetchBodies(page, SUBSCRIBE_URL)
    await visit('/en', { hydrated: false })
    const text = sayAll('en', FORM)
    const email = page.getByRole('textbox', { name: text.label })
    const submit = page.getByRole('button', { name: text.submit, exact: true })
    await expect(submit).toBeDisabled()
    await email.fill('ada@example.com')
    await email.press('Enter')
    // The browser's own submit would have reloaded /en?email=ada%40example.com.
    expect(page.url()).toMatch(/\/en$/)

    release()
    await expect(submit).toBeEnabled()
    await expect(email).toHaveValue('ada@example.com')
    await submit.click()
    await expect(toast(page, text, 'success')).toBeVisible()
    expect(await sentBodies(page)).toEqual(['{"Email":"ada@example.com"}'])
  })

  test('en: a double click sends one request', async ({ page, visit, allowProblem }) => {
    const { email, submit, text, sent } = await openSubscriptionForm(page, visit, 'en')
    // A failing backend keeps the address, so a second submit would really be sent.
    await useScenario(page, 'newsletterServerError')
    await email.fill('linus@example.com')
    await submit.dblclick()
    await expect(toast(page, text, 'error')).toBeVisible()
    await expect(submit).toBeEnabled()
    await expect(toast(page, text, 'error')).toHaveCount(1)
    expect(sent).toHaveLength(1)
    allowProblem(/^console\.error: Newsletter subscription failed:/)
    allowProblem(/^HTTP 500: POST /)
    allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
  })
})

test.describe('what we do accordion', () => {
  test('en: the first item is open; opening another closes it; it works by keyboard', async ({ page, visit }) => {
    await visit('/en')
    const services = page.getByRole('region', { name: say('en', 'Software for every part of your business') })
    const items = services.locator('details')
    await expect(items).toHaveCount(4)
    const panelTexts = [/^Fast, accessible websites/, /^Planning, production \(MRP\)/, /^We connect your ERP/, /^Machine learning/]
    const expectOpen = async (open: number | null) => {
      for (const [index, panelText] of panelTexts.entries()) {
        const panel = services.getByText(panelText)
        if (index === open) await expect(panel).toBeVisible()
        else await expect(panel).toBeHidden()
      }
    }
    await expectOpen(0)

    // Opening the second closes the first.
    await services.getByRole('heading', { name: say('en', 'ERP and production software') }).click()
    await expectOpen(1)

    // Keyboard: Tab reaches each summary, Enter and Space toggle it, one open at a time.
    const summaries = services.locator('summary')
    await summaries.nth(1).focus()
    await page.keyboard.press('Enter')
    await expectOpen(null)
    await page.keyboard.press('Shift+Tab')
    await expect(summaries.nth(0)).toBeFocused()
    await page.keyboard.press('Space')
    await expectOpen(0)
    await page.keyboard.press('Tab')
    await expect(summaries.nth(1)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(summaries.nth(2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectOpen(2)
  })
})

test.describe('client logo carousel', () => {
  /** The sprite symbol of every logo the visitor can see, in DOM order. */
  async function visibleLogoSymbols(carousel: Locator): Promise<string[]> {
    return carousel.getByRole('img').evaluateAll((drawings) =>
      drawings.filter((drawing) => drawing.checkVisibility()).map((drawing) => drawing.querySelector('use')?.getAttribute('href') ?? ''),
    )
  }

  /** Whether a logo's symbol has been drawn (the sprite has loaded and has it). */
  async function isDrawn(logo: Locator): Promise<boolean> {
    return logo.evaluate((drawing) => {
      const use = drawing.querySelector('use')
      return use !== null && use.getBBox().width > 0
    })
  }

  test('en: the logos follow the theme, from the system setting and from the theme menu', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit('/en')
    const carousel = page.getByRole('region', { name: say('en', 'Our clients') })
    const allEndWith = (suffix: string) => (symbols: string[]) => symbols.length === 8 && symbols.every((symbol) => symbol.endsWith(suffix))

    await expect.poll(async () => allEndWith('-light')(await visibleLogoSymbols(carousel))).toBe(true)
    await expect.poll(() => isDrawn(carousel.getByRole('img').first())).toBe(true)

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(async () => allEndWith('-dark')(await visibleLogoSymbols(carousel))).toBe(true)
    const firstDark = carousel.locator('svg:has(use[href$="-dark"])').first()
    await expect(firstDark).toBeVisible()
    await expect.poll(() => isDrawn(firstDark)).toBe(true)

    // An explicit choice in the header's theme menu wins over the system setting.
    await page.getByRole('button', { name: say('en', 'Theme: {0}', { 0: say('en', 'Auto') }) }).click()
    await page.getByRole('radio', { name: say('en', 'Light') }).check()
    await page.keyboard.press('Escape')
    await expect.poll(async () => allEndWith('-light')(await visibleLogoSymbols(carousel))).toBe(true)
  })
})

test.describe('company statistics', () => {
  /** The animated figures (the copy sighted visitors see; the final ones are in .sr-only). */
  const shownFigures = (page: Page) =>
    page.getByRole('region', { name: say('en', 'More than a decade of software that works') }).getByRole('definition').locator('[aria-hidden="true"] > :last-child')

  test('en: count up from 0 to their targets once scrolled into view', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await visit('/en')
    const figures = shownFigures(page)
    // Hydrated and waiting below the fold.
    await expect(figures).toHaveText(['0', '0+', '0+', '0+'])

    // Record every value the 600+ figure shows while it counts.
    await figures.last().evaluate((node) => {
      const values: string[] = []
      Object.assign(window, { countValues: values })
      new MutationObserver(() => values.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true })
    })
    await figures.first().scrollIntoViewIfNeeded()
    await expect(figures).toHaveText(FINAL_STATS)

    const values = (await page.evaluate(() => Reflect.get(window, 'countValues'))) as string[]
    const numbers = values.map((value) => Number.parseInt(value, 10))
    expect(numbers.length, 'intermediate values while counting').toBeGreaterThan(3)
    expect(numbers.at(-1)).toBe(600)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  test('de: under reduced motion the final numbers show at once and nothing moves', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/de')
    const region = page.getByRole('region', { name: say('de', 'More than a decade of software that works') })
    const figures = region.getByRole('definition').locator('[aria-hidden="true"] > :last-child')
    // Before it is anywhere near the viewport.
    await expect(figures).toHaveText(FINAL_STATS)

    const changes = await figures.first().evaluate(async (node) => {
      let count = 0
      const list = node.closest('dl') ?? node
      const observer = new MutationObserver((records) => (count += records.length))
      observer.observe(list, { childList: true, characterData: true, subtree: true })
      node.scrollIntoView()
      // Long enough for the observer to see the list and a count-up to start.
      for (let frame = 0; frame < 20; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve))
      observer.disconnect()
      return count
    })
    expect(changes).toBe(0)
    await expect(figures).toHaveText(FINAL_STATS)

    // The typed line is replaced by its still sentence.
    const sentence = page.getByText(say('de', 'We build web, mobile, desktop, AI, integration, data, DevOps and IoT solutions.'), { exact: true })
    await expect.poll(async () => (await sentence.boundingBox())?.width ?? 0).toBeGreaterThan(100)
    await expect(page.getByText(typedLine('de'))).toBeHidden()
  })
})

test.describe('before the scripts have loaded', () => {
  test('en: a click and an address given to the painted page are kept once it is interactive', async ({ page, visit }) => {
    const release = await holdScripts(page)
    await recordFetchBodies(page, SUBSCRIBE_URL)
    await visit('/en', { hydrated: false })
    const text = sayAll('en', FORM)
    const email = page.getByRole('textbox', { name: text.label })
    const submit = page.getByRole('button', { name: text.submit, exact: true })
    await email.fill('grace@example.com')
    await page.getByRole('button', { name: say('en', 'Pause the logo carousel') }).click()
    // No script has run: the page is its HTML and CSS.
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
    await expect(submit).toBeDisabled()

    release()
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: say('en', 'Play the logo carousel') })).toBeVisible()
    await expect(email).toHaveValue('grace@example.com')
    await submit.click()
    await expect(toast(page, text, 'success')).toBeVisible()
    expect(await sentBodies(page)).toEqual(['{"Email":"grace@example.com"}'])
  })

  test('de: with its code the page starts the worker that loads the browser’s Intl data off the main thread', async ({ page, visit }) => {
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
    // The pricing page formats prices and the consent banner lists names: both need that data.
    await visit('/de/pricing')
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/intl-warmup-[\w-]+\.js$/)])
  })

  test('de, tr: a visitor who scrolled down the painted page stays there when it starts', async ({ page, visit }) => {
    const release = await holdScripts(page)
    await visit('/de', { hydrated: false })
    const languages = page.getByRole('navigation', { name: say('de', 'Language') })
    await languages.scrollIntoViewIfNeeded()
    await expect(languages).toBeInViewport()

    release()
    await waitForHydration(page)
    // The router's reset to the top on hydration moved the page under the pointer about to click.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(languages).toBeInViewport()
    await languages.getByRole('link', { name: 'Türkçe' }).click()
    await expect(page).toHaveURL('/tr')
    // After that, a navigation opens its page at the top as usual.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
