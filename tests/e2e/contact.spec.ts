import type { Locator, Page, Request } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { say, sayAll } from './catalogs'
import { expect, holdScripts, test, waitForHydration, testInOneLanguage } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

/** Texts of the contact page as a visitor reads them (locales/<lang>/messages.po). */
const TEXTS = {
  newTab: '(opens in a new tab)',
  clients: 'Our clients',
  offices: 'Our offices',
  map: 'Find us on the map',
  loadMap: 'Load map',
  form: 'Send us a message',
  send: 'Send message',
  notifications: 'Notifications',
  closeToast: 'Close notification',
}
const LABELS = { name: 'Full name', email: 'Email', number: 'Phone (optional)', company: 'Company (optional)', message: 'Message' }
/** The messages of the required fields; phone and company may stay empty. */
const ERRORS = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  message: 'Please enter your message',
}

/** The site's name in the page title: a name, in no catalog. */
const SITE_NAME = { tr: 'Storm Yazılım', en: 'Storm Software', de: 'Storm Software' } as const satisfies Record<Lang, string>

/** Everything the tests read, in a language, as its catalogs translate the English sources. */
function textsOf(lang: Lang) {
  return {
    ...sayAll(lang, TEXTS),
    title: `${say(lang, 'Contact')} | ${SITE_NAME[lang]}`,
    labels: sayAll(lang, LABELS),
    errors: sayAll(lang, ERRORS),
    mapTitle: say(lang, 'Map of our office in {city}', { city: say(lang, 'Eskişehir') }),
    threeInvalid: say(lang, '{invalidCount, plural, one {Please correct the highlighted field.} other {Please correct the # highlighted fields.}}', { invalidCount: 3 }),
    success: [say(lang, 'Success'), say(lang, 'Sent Successfully')] as const,
    failure: [say(lang, 'Error'), say(lang, 'An error was encountered')] as const,
  }
}

type Texts = ReturnType<typeof textsOf>
type Field = keyof typeof LABELS

const FIELDS: readonly Field[] = ['name', 'email', 'number', 'company', 'message']
type Required = keyof typeof ERRORS
const REQUIRED: readonly Required[] = ['name', 'email', 'message']

/** The offices (src/features/contact/offices.ts), each on a card with its picture. */
const OFFICE_COUNT = 4

/** The head office (39.7767 N, 30.5206 E) with a box of ±0.008° longitude and ±0.005° latitude. */
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=30.51260,39.77170,30.52860,39.78170&layer=mapnik&marker=39.77670,30.52060'

const VALUES: Record<Field, string> = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  number: '(532) 123 45 67',
  company: 'Örnek A.Ş.',
  message: 'Merhaba, bir mobil uygulama için teklif almak istiyoruz.',
}

const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/

interface ContactTraffic {
  /** Every request the page sent to the contact form endpoint, as the browser saw it. */
  requests: Request[]
  /** Their JSON bodies, as the page handed them to fetch. */
  bodies: () => Promise<unknown[]>
}

/** Records the contact form's requests and their bodies with the shared helpers of scenarios.ts. */
async function recordContactTraffic(page: Page): Promise<ContactTraffic> {
  const requests = recordRequests(page, 'POST', CONTACT_API)
  await recordFetchBodies(page, CONTACT_API)
  return { requests, bodies: async () => (await sentBodies(page)).map((text) => JSON.parse(text) as unknown) }
}

function contactForm(page: Page, texts: Texts): Locator {
  return page.getByRole('form', { name: texts.form })
}

function field(page: Page, texts: Texts, name: Field): Locator {
  return contactForm(page, texts).getByRole('textbox', { name: texts.labels[name], exact: true })
}

async function fillForm(page: Page, texts: Texts, values: Record<Field, string> = VALUES): Promise<void> {
  for (const name of FIELDS) await field(page, texts, name).fill(values[name])
}

/** The toast that carries `title` and its description, in the notifications region of the page's language. */
function toast(page: Page, texts: Texts, [title, description]: readonly [string, string]): Locator {
  return page
    .getByRole('region', { name: new RegExp(`^${texts.notifications}\\b`) })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
}

async function expectFormKeeps(page: Page, texts: Texts, values: Record<Field, string> = VALUES): Promise<void> {
  for (const name of FIELDS) await expect(field(page, texts, name)).toHaveValue(values[name])
}

test.describe('contact page', () => {
  // Each test in one language, named in its title (fixtures.ts `testInOneLanguage`).
  // What the page shows from its data (the social links, offices, map address and fields) is
  // checked in every language without a browser (tests/unit/pages/contact.test.tsx).
  const oneLanguage = testInOneLanguage(LANGUAGES)
  for (const lang of LANGUAGES) {
    const path = `/${lang}/contact`

    oneLanguage(lang, 'the page has its title, header and footer, the logos in the theme\'s drawing and the office pictures', async ({ page, visit }) => {
      const texts = textsOf(lang)
      await visit(path)
      await expect(page).toHaveTitle(texts.title)
      await expect(page.getByRole('banner')).toBeVisible()
      const main = page.getByRole('main')
      const clients = main.getByRole('region', { name: texts.clients })
      await expect(clients).toBeVisible()
      // Eight clients, each shown in the drawing of the current theme.
      await expect(clients.getByRole('img').filter({ visible: true })).toHaveCount(8)

      const offices = main.getByRole('region', { name: texts.offices })
      await offices.scrollIntoViewIfNeeded()
      const images = offices.getByRole('article').locator('img')
      await expect(images).toHaveCount(OFFICE_COUNT)
      await expect.poll(() => images.evaluateAll((all) => all.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0))).toBe(true)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })

    oneLanguage(lang, 'the map asks OpenStreetMap for nothing until the visitor loads it', async ({ page, visit, expectAccessible, allowThirdParty }) => {
      const texts = textsOf(lang)
      allowThirdParty(/(^|\.)openstreetmap\.org$/)
      const mapRequests: string[] = []
      await page.route('**://*.openstreetmap.org/**', (route) => {
        mapRequests.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' })
      })
      await visit(path)
      const map = page.getByRole('region', { name: texts.map })
      const load = map.getByRole('button', { name: texts.loadMap })
      await load.scrollIntoViewIfNeeded()
      await expect(load).toBeVisible()
      expect(mapRequests).toEqual([])

      await load.click()
      const frame = map.locator('iframe')
      await expect(frame).toHaveAttribute('title', texts.mapTitle)
      await expect(frame).toHaveAttribute('src', MAP_EMBED_URL)
      await expect(frame).toBeFocused()
      await expect(load).toHaveCount(0)
      await expect.poll(() => page.frames().some((child) => child.url() === MAP_EMBED_URL)).toBe(true)
      expect(mapRequests).toEqual([MAP_EMBED_URL])
      await expectAccessible()
    })

    oneLanguage(lang, 'an empty form shows the three required fields\' messages at once and sends nothing', async ({ page, visit, expectAccessible }) => {
      const texts = textsOf(lang)
      const traffic = await recordContactTraffic(page)
      await visit(path)
      const form = contactForm(page, texts)
      await form.getByRole('button', { name: texts.send }).click()

      for (const name of REQUIRED) {
        const control = field(page, texts, name)
        await expect(control).toHaveAttribute('aria-invalid', 'true')
        await expect(control).toHaveAccessibleDescription(texts.errors[name])
        await expect(form.getByText(texts.errors[name], { exact: true })).toBeVisible()
      }
      for (const name of ['number', 'company'] as const) await expect(field(page, texts, name)).not.toHaveAttribute('aria-invalid')
      await expect(field(page, texts, 'name')).toBeFocused()
      await expect(form.getByRole('status')).toHaveText(texts.threeInvalid)
      expect(traffic.requests).toEqual([])
      await expectAccessible()

      // Correcting a field clears its message only.
      await field(page, texts, 'name').fill(VALUES.name)
      await expect(field(page, texts, 'name')).not.toHaveAttribute('aria-invalid')
      await expect(form.getByText(texts.errors.name, { exact: true })).toHaveCount(0)
      await expect(form.getByText(texts.errors.email, { exact: true })).toBeVisible()
      expect(traffic.requests).toEqual([])
    })

    oneLanguage(lang, 'a bad email shows the email message only', async ({ page, visit }) => {
      const texts = textsOf(lang)
      const traffic = await recordContactTraffic(page)
      await visit(path)
      await fillForm(page, texts, { ...VALUES, email: 'ayse@' })
      const form = contactForm(page, texts)
      await form.getByRole('button', { name: texts.send }).click()

      await expect(field(page, texts, 'email')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, texts, 'email')).toHaveAccessibleDescription(texts.errors.email)
      await expect(field(page, texts, 'email')).toBeFocused()
      await expect(form.getByText(texts.errors.email, { exact: true })).toBeVisible()
      for (const name of FIELDS.filter((other) => other !== 'email')) await expect(field(page, texts, name)).not.toHaveAttribute('aria-invalid')
      for (const name of REQUIRED.filter((other) => other !== 'email')) await expect(form.getByText(texts.errors[name], { exact: true })).toHaveCount(0)
      await expectFormKeeps(page, texts, { ...VALUES, email: 'ayse@' })
      expect(traffic.requests).toEqual([])
    })

    oneLanguage(lang, 'a valid form is sent once, confirmed and reset', async ({ page, visit }) => {
      const texts = textsOf(lang)
      const traffic = await recordContactTraffic(page)
      await visit(path)
      // Surrounding spaces are not part of what the visitor means.
      await fillForm(page, texts, { ...VALUES, name: `  ${VALUES.name} ` })
      const button = contactForm(page, texts).getByRole('button', { name: texts.send })
      await button.click()

      await expect(toast(page, texts, texts.success)).toBeVisible()
      await expect(toast(page, texts, texts.success).getByRole('button', { name: texts.closeToast })).toBeVisible()
      expect(traffic.requests).toHaveLength(1)
      const [request] = traffic.requests
      expect(request?.method()).toBe('POST')
      expect(request?.headers()['content-type']).toMatch(/^application\/json/)
      expect((await request?.response())?.status()).toBe(200)
      const [body] = (await traffic.bodies()) as Record<string, unknown>[]
      expect(Object.keys(body ?? {}).sort()).toEqual(['Company', 'Email', 'Message', 'NameSurname', 'Phone'])
      expect(body?.NameSurname).toBe(VALUES.name)
      expect(body?.Email).toBe(VALUES.email)
      expect(body?.Phone).toBe(VALUES.number)
      expect(body?.Company).toBe(VALUES.company)
      expect(body?.Message).toBe(VALUES.message)

      for (const name of FIELDS) await expect(field(page, texts, name)).toHaveValue('')
      // A reset form is a fresh form: no message until the next submit.
      await expect(contactForm(page, texts).locator('[aria-invalid]')).toHaveCount(0)
      await expect(button).toBeEnabled()
      expect(traffic.requests).toHaveLength(1)
    })

    oneLanguage(lang, 'a server error keeps every field and lets the visitor send again', async ({ page, visit, allowProblem }) => {
      const texts = textsOf(lang)
      const traffic = await recordContactTraffic(page)
      await visit(path)
      await useScenario(page, 'contactServerError')
      await fillForm(page, texts)
      const button = contactForm(page, texts).getByRole('button', { name: texts.send })
      await button.click()

      await expect(toast(page, texts, texts.failure)).toBeVisible()
      expect(traffic.requests).toHaveLength(1)
      expect((await traffic.requests[0]?.response())?.status()).toBe(500)
      await expectFormKeeps(page, texts)
      await expect(button).toBeEnabled()
      allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactForm\/Create$/)
      allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      allowProblem(/^console\.error: HTTPError: Request failed with status code 500/)

      // The service is back: the same button sends what the visitor typed.
      await resetScenarios(page)
      await button.click()
      await expect(toast(page, texts, texts.success)).toBeVisible()
      expect(traffic.requests).toHaveLength(2)
      const [first, second] = await traffic.bodies()
      expect(second).toEqual(first)
      for (const name of FIELDS) await expect(field(page, texts, name)).toHaveValue('')
    })

    oneLanguage(lang, 'a network error keeps every field and lets the visitor send again', async ({ page, visit, allowProblem }) => {
      const texts = textsOf(lang)
      const traffic = await recordContactTraffic(page)
      await visit(path)
      await useScenario(page, 'contactNetworkError')
      await fillForm(page, texts)
      const button = contactForm(page, texts).getByRole('button', { name: texts.send })
      await button.click()

      await expect(toast(page, texts, texts.failure)).toBeVisible()
      expect(traffic.requests).toHaveLength(1)
      await expectFormKeeps(page, texts)
      await expect(button).toBeEnabled()
      allowProblem(/^request failed: POST .*\/api\/v1\/Site\/ContactForm\/Create /)
      allowProblem(/^console\.error: Failed to load resource: net::ERR_\w+$/)
      allowProblem(/^console\.error: NetworkError: /)

      await resetScenarios(page)
      await button.click()
      await expect(toast(page, texts, texts.success)).toBeVisible()
      expect(traffic.requests).toHaveLength(2)
    })
  }

  test('en: name, email and message alone are enough: the form is sent without phone and company', async ({ page, visit }) => {
    const texts = textsOf('en')
    const traffic = await recordContactTraffic(page)
    await visit('/en/contact')
    for (const name of REQUIRED) await field(page, texts, name).fill(VALUES[name])
    await contactForm(page, texts).getByRole('button', { name: texts.send }).click()
    await expect(toast(page, texts, texts.success)).toBeVisible()
    expect(await traffic.bodies()).toEqual([{ NameSurname: VALUES.name, Email: VALUES.email, Message: VALUES.message }])
    for (const name of FIELDS) await expect(field(page, texts, name)).toHaveValue('')
  })

  test('en: on a desktop the form\'s heading is in the first screen, beside the page heading; the offices and the map follow the form', async ({ page, visit }) => {
    const texts = textsOf('en')
    await visit('/en/contact')
    const viewport = page.viewportSize()
    const heading = await page.getByRole('heading', { level: 2, name: texts.form }).boundingBox()
    const title = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(viewport).not.toBeNull()
    expect(heading).not.toBeNull()
    expect((heading?.y ?? Infinity) + (heading?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0)
    // Beside the page's heading: to its right, not under it.
    expect(heading?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0))
    const formBottom = await contactForm(page, texts).evaluate((form) => form.getBoundingClientRect().bottom)
    for (const later of [texts.offices, texts.map]) {
      const top = await page.getByRole('region', { name: later }).evaluate((region) => region.getBoundingClientRect().top)
      expect(top, later).toBeGreaterThan(formBottom)
    }
  })

  test('en: a double click sends one request', async ({ page, visit }) => {
    const texts = textsOf('en')
    const traffic = await recordContactTraffic(page)
    await visit('/en/contact')
    await fillForm(page, texts)
    await contactForm(page, texts).getByRole('button', { name: texts.send }).dblclick()
    await expect(toast(page, texts, texts.success)).toBeVisible()
    await expect(field(page, texts, 'name')).toHaveValue('')
    expect(traffic.requests).toHaveLength(1)
  })

  test('en: what is typed before the form has loaded is kept and sent', async ({ page, visit }) => {
    const texts = textsOf('en')
    const traffic = await recordContactTraffic(page)
    // Hold the form's code back, as a slow network would.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // On the context: the mock service worker fetches the page's scripts on its behalf.
    await page.context().route('**/assets/contact-form-*.js', async (route) => {
      await held
      await route.continue()
    })
    await visit('/en/contact', { hydrated: false })
    const button = contactForm(page, texts).getByRole('button', { name: texts.send })
    await fillForm(page, texts, { ...VALUES, message: '' })
    // Nothing can be sent yet, not even by pressing Enter in a field.
    await expect(button).toBeDisabled()
    await field(page, texts, 'company').press('Enter')
    await expect(page).toHaveURL('/en/contact')

    release()
    await expect(button).toBeEnabled()
    // Typing in another field re-renders the form: the earlier text must survive it.
    await field(page, texts, 'message').fill(VALUES.message)
    await expectFormKeeps(page, texts)
    await button.click()
    await expect(toast(page, texts, texts.success)).toBeVisible()
    expect(await traffic.bodies()).toEqual([
      { NameSurname: VALUES.name, Email: VALUES.email, Phone: VALUES.number, Company: VALUES.company, Message: VALUES.message },
    ])
  })

  test('de: the form can be completed and sent with the keyboard alone', async ({ page, visit }) => {
    const texts = textsOf('de')
    const traffic = await recordContactTraffic(page)
    await visit('/de/contact')
    const button = contactForm(page, texts).getByRole('button', { name: texts.send })
    // The button is disabled, so out of the tab order, until the form's code has loaded.
    await expect(button).toBeEnabled()
    // Start from the last link before the form (the last network to follow us on), as a keyboard visitor arrives there.
    await page.getByRole('main').getByRole('link', { name: `YouTube ${texts.newTab}` }).focus()

    for (const name of FIELDS) {
      await page.keyboard.press('Tab')
      await expect(field(page, texts, name)).toBeFocused()
      if (name !== 'message') await page.keyboard.type(VALUES[name])
    }
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    // Enter on the button: the missing message is reported and gets focus.
    await page.keyboard.press('Enter')
    await expect(field(page, texts, 'message')).toBeFocused()
    await expect(contactForm(page, texts).getByText(texts.errors.message, { exact: true })).toBeVisible()
    expect(traffic.requests).toEqual([])

    await page.keyboard.type(VALUES.message)
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toast(page, texts, texts.success)).toBeVisible()
    expect(traffic.requests).toHaveLength(1)
    expect(await traffic.bodies()).toEqual([
      { NameSurname: VALUES.name, Email: VALUES.email, Phone: VALUES.number, Company: VALUES.company, Message: VALUES.message },
    ])
    await expect(field(page, texts, 'name')).toHaveValue('')
  })

  test('en: the office background moves with scrolling, and stays still under reduced motion', async ({ page, visit }) => {
    const texts = textsOf('en')
    const layer = page.getByTestId('parallax-layer')
    const transformAt = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // Two frames: one for the scroll event, one for the update it schedules.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      return layer.evaluate((element) => getComputedStyle(element).transform)
    }
    const offices = async () => {
      const box = await page.getByRole('region', { name: texts.offices }).boundingBox()
      return (box?.y ?? 0) + (await page.evaluate(() => window.scrollY))
    }

    await visit('/en/contact')
    const top = await offices()
    const viewport = page.viewportSize()?.height ?? 720
    const moving = [await transformAt(top - viewport / 2), await transformAt(top)]
    expect(moving[0]).not.toBe(moving[1])

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/en/contact')
    const still = [await transformAt(0), await transformAt(top - viewport / 2), await transformAt(top)]
    expect(still).toEqual(['none', 'none', 'none'])
    // The logo carousel is a still grid without its pause button.
    const clients = page.getByRole('region', { name: texts.clients })
    await expect(clients.getByRole('button')).toBeHidden()
  })
})

test.describe('contact page before the scripts have loaded', () => {
  test('en: a click on "load map" and a message typed into the painted page are kept once it is interactive', async ({ page, visit, allowThirdParty }) => {
  allowThirdParty(/(^|\.)openstreetmap\.org$/)
    const texts = textsOf('en')
    await page.route('**://*.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    )
    const traffic = await recordContactTraffic(page)
    const release = await holdScripts(page)
    await visit('/en/contact', { hydrated: false })
    await fillForm(page, texts)
    const map = page.getByRole('region', { name: texts.map })
    await map.getByRole('button', { name: texts.loadMap }).click()
    // No script has run: the page is its HTML and CSS, and no map was asked for.
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
    await expect(map.locator('iframe')).toHaveCount(0)

    release()
    await waitForHydration(page)
    await expect(map.locator('iframe')).toHaveAttribute('src', MAP_EMBED_URL)
    await expectFormKeeps(page, texts)
    await contactForm(page, texts).getByRole('button', { name: texts.send }).click()
    await expect(toast(page, texts, texts.success)).toBeVisible()
    expect(await traffic.bodies()).toEqual([
      { NameSurname: VALUES.name, Email: VALUES.email, Phone: VALUES.number, Company: VALUES.company, Message: VALUES.message },
    ])
  })
})
