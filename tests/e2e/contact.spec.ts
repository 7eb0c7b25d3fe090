import type { Locator, Page, Request } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { expect, holdScripts, test, waitForHydration, testInOneLanguage } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

/** Texts of the contact page as a visitor reads them, per language (locales/*.po). */
const TEXTS = {
  tr: {
    title: 'İletişim | Storm Yazılım',
    h1: 'İletişim',
    followUs: 'Bizi takip edin',
    newTab: '(yeni sekmede açılır)',
    clients: 'Müşterilerimiz',
    carousel: 'karusel',
    offices: 'Ofislerimiz',
    countries: ['Türkiye', 'Türkiye', 'Almanya', 'Birleşik Krallık'],
    cities: ['Eskişehir', 'İstanbul', 'Berlin', 'Londra'],
    headOffice: 'Genel merkez',
    call: 'Ara',
    map: 'Bizi haritada bulun',
    loadMap: 'Haritayı yükle',
    mapTitle: 'Eskişehir ofisimizin haritası',
    openMap: "OpenStreetMap'te aç",
    form: 'Bize mesaj gönderin',
    labels: { name: 'Ad soyad', email: 'E-posta', number: 'Telefon', company: 'Şirket', message: 'Mesaj' },
    errors: {
      name: 'Lütfen adınızı girin',
      email: 'Lütfen e-posta adresinizi girin',
      number: 'Lütfen telefon numaranızı girin',
      company: 'Lütfen şirket adınızı girin',
      message: 'Lütfen mesajınızı girin',
    },
    fiveInvalid: 'Lütfen işaretli 5 alanı düzeltin.',
    send: 'Mesajı gönder',
    notifications: 'Bildirimler',
    closeToast: 'Bildirimi kapat',
    success: ['Başarılı', 'Başarıyla gönderildi'],
    failure: ['Hata', 'Bir hata oluştu'],
  },
  en: {
    title: 'Contact | Storm Software',
    h1: 'Contact',
    followUs: 'Follow us',
    newTab: '(opens in a new tab)',
    clients: 'Our clients',
    carousel: 'carousel',
    offices: 'Our offices',
    countries: ['Turkey', 'Turkey', 'Germany', 'United Kingdom'],
    cities: ['Eskişehir', 'Istanbul', 'Berlin', 'London'],
    headOffice: 'Head office',
    call: 'Call',
    map: 'Find us on the map',
    loadMap: 'Load map',
    mapTitle: 'Map of our office in Eskişehir',
    openMap: 'Open in OpenStreetMap',
    form: 'Send us a message',
    labels: { name: 'Full name', email: 'Email', number: 'Phone', company: 'Company', message: 'Message' },
    errors: {
      name: 'Please enter your name',
      email: 'Please enter your email',
      number: 'Please enter your phone',
      company: 'Please enter your company',
      message: 'Please enter your message',
    },
    fiveInvalid: 'Please correct the 5 highlighted fields.',
    send: 'Send message',
    notifications: 'Notifications',
    closeToast: 'Close notification',
    success: ['Success', 'Sent Successfully'],
    failure: ['Error', 'An error was encountered'],
  },
  de: {
    title: 'Kontakt | Storm Software',
    h1: 'Kontakt',
    followUs: 'Folgen Sie uns',
    newTab: '(öffnet in neuem Tab)',
    clients: 'Unsere Kunden',
    carousel: 'Karussell',
    offices: 'Unsere Standorte',
    countries: ['Türkei', 'Türkei', 'Deutschland', 'Vereinigtes Königreich'],
    cities: ['Eskişehir', 'Istanbul', 'Berlin', 'London'],
    headOffice: 'Hauptsitz',
    call: 'Anrufen',
    map: 'So finden Sie uns',
    loadMap: 'Karte laden',
    mapTitle: 'Karte unseres Büros in Eskişehir',
    openMap: 'In OpenStreetMap öffnen',
    form: 'Schreiben Sie uns eine Nachricht',
    labels: { name: 'Vollständiger Name', email: 'E-Mail', number: 'Telefon', company: 'Unternehmen', message: 'Nachricht' },
    errors: {
      name: 'Bitte geben Sie Ihren Namen ein',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      number: 'Bitte geben Sie Ihre Telefonnummer ein',
      company: 'Bitte geben Sie Ihr Unternehmen ein',
      message: 'Bitte geben Sie Ihre Nachricht ein',
    },
    fiveInvalid: 'Bitte korrigieren Sie die 5 markierten Felder.',
    send: 'Nachricht senden',
    notifications: 'Benachrichtigungen',
    closeToast: 'Benachrichtigung schließen',
    success: ['Erfolg', 'Erfolgreich gesendet'],
    failure: ['Fehler', 'Es ist ein Fehler aufgetreten'],
  },
} as const

type Lang = keyof typeof TEXTS
type Texts = (typeof TEXTS)[Lang]
type Field = keyof Texts['labels']

const LANGS = Object.keys(TEXTS) as Lang[]
const FIELDS: readonly Field[] = ['name', 'email', 'number', 'company', 'message']

const OFFICES = [
  { address: 'Hoşnudiye Mah. Cengiz Topel Cad. No: 12, 26130 Tepebaşı', phone: '+90 222 335 00 00', tel: 'tel:+902223350000' },
  { address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer', phone: '+90 212 335 00 00', tel: 'tel:+902123350000' },
  { address: 'Friedrichstraße 68, 10117', phone: '+49 30 23125000', tel: 'tel:+493023125000' },
  { address: '30 Finsbury Square, EC2A 1AG', phone: '+44 20 7946 0000', tel: 'tel:+442079460000' },
] as const

const SOCIAL = ['Facebook', 'Instagram', 'Dribbble', 'X (Twitter)', 'YouTube'] as const

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

/** The given attributes of every element the locator matches, read in one round trip. */
async function attributesOf(locator: Locator, names: readonly string[]): Promise<Record<string, string | null>[]> {
  return locator.evaluateAll(
    (elements, attributes) => elements.map((element) => Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)]))),
    names,
  )
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
  const oneLanguage = testInOneLanguage(LANGS)
  for (const lang of LANGS) {
    const texts = TEXTS[lang]
    const path = `/${lang}/contact`

    oneLanguage(lang, 'every section is there, translated', async ({ page, visit }) => {
      await visit(path)
      await expect(page).toHaveTitle(texts.title)
      await expect(page.getByRole('banner')).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.h1)
      await expect(main.getByRole('link', { name: 'info@stormyazilim.com.tr' })).toHaveAttribute('href', 'mailto:info@stormyazilim.com.tr')

      await expect(main.getByRole('heading', { name: texts.followUs })).toBeVisible()
      const socialLinks = main.getByRole('list', { name: texts.followUs }).getByRole('link')
      await expect(socialLinks).toHaveText(SOCIAL.map((network) => `${network} ${texts.newTab}`))
      await expect(socialLinks.first()).toHaveAccessibleName(`${SOCIAL[0]} ${texts.newTab}`)
      for (const link of await attributesOf(socialLinks, ['href', 'target', 'rel'])) {
        expect(link.href).toMatch(/^https:\/\//)
        expect(link.target).toBe('_blank')
        expect(link.rel).toMatch(/\bnoopener\b/)
      }

      const clients = main.getByRole('region', { name: texts.clients })
      await expect(clients).toBeVisible()
      await expect(clients).toHaveAttribute('aria-roledescription', texts.carousel)
      // Eight clients, each shown in the drawing of the current theme.
      await expect(clients.getByRole('img').filter({ visible: true })).toHaveCount(8)

      const offices = main.getByRole('region', { name: texts.offices })
      const cards = offices.getByRole('article')
      await offices.scrollIntoViewIfNeeded()
      await expect(cards).toHaveCount(OFFICES.length)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(texts.cities)
      await expect(cards).toContainText(texts.countries)
      await expect(cards.first().getByText(`${texts.countries[0]} ${texts.headOffice}`)).toBeVisible()
      await expect(cards).toContainText(OFFICES.map((office) => office.address))
      const calls = cards.getByRole('link')
      await expect(calls).toHaveText(OFFICES.map((office) => `${texts.call}: ${office.phone}`))
      expect((await attributesOf(calls, ['href'])).map((link) => link.href)).toEqual(OFFICES.map((office) => office.tel))
      const images = cards.locator('img')
      await expect(images).toHaveCount(OFFICES.length)
      await expect.poll(() => images.evaluateAll((all) => all.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0))).toBe(true)

      const map = main.getByRole('region', { name: texts.map })
      await expect(map.getByRole('button', { name: texts.loadMap })).toBeVisible()
      await expect(map.getByText(`${OFFICES[0].address}, Eskişehir, ${texts.countries[0]}`)).toBeVisible()
      const [openMap] = await attributesOf(map.getByRole('link', { name: `${texts.openMap} ${texts.newTab}` }), ['href', 'target', 'rel'])
      expect(openMap?.href).toMatch(/^https:\/\/www\.openstreetmap\.org\//)
      expect(openMap?.target).toBe('_blank')
      expect(openMap?.rel).toMatch(/\bnoopener\b/)

      const form = contactForm(page, texts)
      await form.scrollIntoViewIfNeeded()
      const controls = form.getByRole('textbox')
      await expect(controls).toHaveCount(FIELDS.length)
      for (const name of FIELDS) await expect(field(page, texts, name)).toBeVisible()
      expect(await attributesOf(controls, ['name', 'required', 'autocomplete'])).toEqual([
        { name: 'name', required: '', autocomplete: 'name' },
        { name: 'email', required: '', autocomplete: 'email' },
        { name: 'number', required: '', autocomplete: 'tel' },
        { name: 'company', required: '', autocomplete: 'organization' },
        { name: 'message', required: '', autocomplete: 'off' },
      ])
      // Every label carries the asterisk.
      await expect(form.getByText('*', { exact: true })).toHaveCount(FIELDS.length)
      await expect(field(page, texts, 'number')).toHaveAttribute('placeholder', '(xxx) xxx xx xx')
      await expect(form.getByRole('button', { name: texts.send })).toBeEnabled()

      await expect(page.getByRole('contentinfo')).toBeVisible()
    })

    oneLanguage(lang, 'the map asks OpenStreetMap for nothing until the visitor loads it', async ({ page, visit, expectAccessible, allowThirdParty }) => {
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

    oneLanguage(lang, 'an empty form shows all five messages at once and sends nothing', async ({ page, visit, expectAccessible }) => {
      const traffic = await recordContactTraffic(page)
      await visit(path)
      const form = contactForm(page, texts)
      await form.getByRole('button', { name: texts.send }).click()

      for (const name of FIELDS) {
        const control = field(page, texts, name)
        await expect(control).toHaveAttribute('aria-invalid', 'true')
        await expect(control).toHaveAccessibleDescription(texts.errors[name])
        await expect(form.getByText(texts.errors[name], { exact: true })).toBeVisible()
      }
      await expect(field(page, texts, 'name')).toBeFocused()
      await expect(form.getByRole('status')).toHaveText(texts.fiveInvalid)
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
      const traffic = await recordContactTraffic(page)
      await visit(path)
      await fillForm(page, texts, { ...VALUES, email: 'ayse@' })
      const form = contactForm(page, texts)
      await form.getByRole('button', { name: texts.send }).click()

      await expect(field(page, texts, 'email')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, texts, 'email')).toHaveAccessibleDescription(texts.errors.email)
      await expect(field(page, texts, 'email')).toBeFocused()
      await expect(form.getByText(texts.errors.email, { exact: true })).toBeVisible()
      for (const name of FIELDS.filter((other) => other !== 'email')) {
        await expect(field(page, texts, name)).not.toHaveAttribute('aria-invalid')
        await expect(form.getByText(texts.errors[name], { exact: true })).toHaveCount(0)
      }
      await expectFormKeeps(page, texts, { ...VALUES, email: 'ayse@' })
      expect(traffic.requests).toEqual([])
    })

    oneLanguage(lang, 'a valid form is sent once, confirmed and reset', async ({ page, visit }) => {
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

  test('en: a double click sends one request', async ({ page, visit }) => {
    const texts = TEXTS.en
    const traffic = await recordContactTraffic(page)
    await visit('/en/contact')
    await fillForm(page, texts)
    await contactForm(page, texts).getByRole('button', { name: texts.send }).dblclick()
    await expect(toast(page, texts, texts.success)).toBeVisible()
    await expect(field(page, texts, 'name')).toHaveValue('')
    expect(traffic.requests).toHaveLength(1)
  })

  test('en: what is typed before the form has loaded is kept and sent', async ({ page, visit }) => {
    const texts = TEXTS.en
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
    const texts = TEXTS.de
    const traffic = await recordContactTraffic(page)
    await visit('/de/contact')
    const button = contactForm(page, texts).getByRole('button', { name: texts.send })
    // The button is disabled, so out of the tab order, until the form's code has loaded.
    await expect(button).toBeEnabled()
    // Start from the last link before the form, as a keyboard visitor arrives there.
    await page.getByRole('link', { name: `${texts.openMap} ${texts.newTab}` }).focus()

    for (const name of FIELDS) {
      await page.keyboard.press('Tab')
      await expect(field(page, texts, name)).toBeFocused()
      if (name !== 'company') await page.keyboard.type(VALUES[name])
    }
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    // Enter on the button: the missing company is reported and gets focus.
    await page.keyboard.press('Enter')
    await expect(field(page, texts, 'company')).toBeFocused()
    await expect(contactForm(page, texts).getByText(texts.errors.company, { exact: true })).toBeVisible()
    expect(traffic.requests).toEqual([])

    await page.keyboard.type(VALUES.company)
    await page.keyboard.press('Tab')
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
    const texts = TEXTS.en
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
    const texts = TEXTS.en
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
