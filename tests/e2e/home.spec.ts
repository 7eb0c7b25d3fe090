import type { Locator, Page } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { escapeRegExp, expect, holdScripts, test, waitForHydration } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

/** The translated texts of the home page the tests look for (locales/*.po). */
const TEXT = {
  en: {
    h1: 'Software that moves your business forward',
    sentence: 'We build web, mobile, desktop, AI, integration, data, DevOps and IoT solutions.',
    typed: /^Solutions for \S/,
    trust: ['Reliability', '24/7 technical support'],
    dashboard: 'Storm Software dashboard with project, delivery and support figures',
    clients: 'Our clients',
    features: {
      title: 'Built around your business, not the other way round',
      cards: ['User-centred design', 'Modular approach', 'Direct contact', 'Data protection'],
      contact: 'Contact us',
    },
    services: {
      title: 'Software for every part of your business',
      items: ['Web and mobile applications', 'ERP and production software', 'Integration and data', 'AI, DevOps and IoT'],
      firstText: /^Fast, accessible websites/,
    },
    stats: {
      title: 'More than a decade of software that works',
      labels: ['Years of experience', 'Different sectors', 'Products delivered', 'Happy customers'],
      badge: /^100%\s+customer satisfaction$/,
    },
    steps: {
      title: 'From idea to launch in four clear steps',
      items: ['Discover', 'Plan', 'Build', 'Support'],
      social: 'Storm Software on social media',
      newTab: '(opens in a new tab)',
    },
    cta: { title: 'Ready to build something great together?', link: 'Start your project', benefit: 'Free first consultation' },
    form: {
      label: 'Email address',
      submit: 'Subscribe',
      invalid: 'Please enter your email',
      success: ['Success', 'Sent Successfully'],
      error: ['Error', 'An error was encountered'],
      notifications: 'Notifications',
      close: 'Close notification',
    },
  },
  tr: {
    h1: 'İşinizi ileriye taşıyan yazılımlar',
    sentence: 'Web, mobil, masaüstü, yapay zekâ, entegrasyon, veri, DevOps ve IoT çözümleri geliştiriyoruz.',
    typed: /\S çözümleri$/,
    trust: ['Güvenilirlik', '7/24 teknik destek'],
    dashboard: 'Proje, teslimat ve destek verilerini gösteren Storm Yazılım yönetim paneli',
    clients: 'Müşterilerimiz',
    features: {
      title: 'Yazılımı işinize göre kuruyoruz, tersini değil',
      cards: ['Kullanıcı odaklı tasarım', 'Modüler yaklaşım', 'Doğrudan iletişim', 'Veri koruma'],
      contact: 'Bize ulaşın',
    },
    services: {
      title: 'İşinizin her alanı için yazılım',
      items: ['Web ve mobil uygulamalar', 'ERP ve üretim yazılımları', 'Entegrasyon ve veri', 'Yapay zekâ, DevOps ve IoT'],
      firstText: /^Ekibinizin kolayca sürdürebileceği/,
    },
    stats: {
      title: 'On yılı aşkın süredir çalışan yazılımlar',
      labels: ['Yıllık deneyim', 'Farklı sektör', 'Teslim edilen ürün', 'Mutlu müşteri'],
      badge: /^%100\s+müşteri memnuniyeti$/,
    },
    steps: {
      title: 'Fikirden yayına dört net adımda',
      items: ['Keşif', 'Planlama', 'Geliştirme', 'Destek'],
      social: 'Sosyal medyada Storm Yazılım',
      newTab: '(yeni sekmede açılır)',
    },
    cta: {
      title: 'Birlikte harika bir şey inşa etmeye hazır mısınız?',
      link: 'Projenizi başlatın',
      benefit: 'Ücretsiz ilk danışmanlık',
    },
    form: {
      label: 'E-posta adresi',
      submit: 'Abone ol',
      invalid: 'Lütfen e-posta adresinizi girin',
      success: ['Başarılı', 'Başarıyla gönderildi'],
      error: ['Hata', 'Bir hata oluştu'],
      notifications: 'Bildirimler',
      close: 'Bildirimi kapat',
    },
  },
  de: {
    h1: 'Software, die Ihr Unternehmen voranbringt',
    sentence: 'Wir entwickeln Lösungen für Web, Mobile, Desktop, KI, Integration, Daten, DevOps und IoT.',
    typed: /^Lösungen für \S/,
    trust: ['Zuverlässigkeit', 'Technischer Support rund um die Uhr'],
    dashboard: 'Dashboard von Storm Software mit Projekt-, Liefer- und Supportkennzahlen',
    clients: 'Unsere Kunden',
    features: {
      title: 'Software, die sich nach Ihrem Unternehmen richtet – nicht umgekehrt',
      cards: ['Nutzerzentriertes Design', 'Modularer Ansatz', 'Direkter Kontakt', 'Datenschutz'],
      contact: 'Kontaktieren Sie uns',
    },
    services: {
      title: 'Software für jeden Bereich Ihres Unternehmens',
      items: ['Web- und Mobile-Anwendungen', 'ERP- und Produktionssoftware', 'Integration und Daten', 'KI, DevOps und IoT'],
      firstText: /^Schnelle, barrierefreie Websites/,
    },
    stats: {
      title: 'Seit über zehn Jahren Software, die funktioniert',
      labels: ['Jahre Erfahrung', 'Verschiedene Branchen', 'Gelieferte Produkte', 'Zufriedene Kunden'],
      badge: /^100\s%\s+Kundenzufriedenheit$/,
    },
    steps: {
      title: 'In vier klaren Schritten von der Idee zum Start',
      items: ['Verstehen', 'Planen', 'Entwickeln', 'Betreuen'],
      social: 'Storm Software in den sozialen Medien',
      newTab: '(öffnet in neuem Tab)',
    },
    cta: { title: 'Bereit, gemeinsam etwas Großartiges zu schaffen?', link: 'Projekt starten', benefit: 'Kostenloses Erstgespräch' },
    form: {
      label: 'E-Mail-Adresse',
      submit: 'Abonnieren',
      invalid: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      success: ['Erfolg', 'Erfolgreich gesendet'],
      error: ['Fehler', 'Es ist ein Fehler aufgetreten'],
      notifications: 'Benachrichtigungen',
      close: 'Benachrichtigung schließen',
    },
  },
} as const satisfies Record<Lang, unknown>

const SUBSCRIBE_URL = /\/api\/v1\/Site\/ContactEmail\/Create$/

/** SPEC.md §9: the company was founded in 2013; the other figures are fixed. */
const FINAL_STATS = [`${new Date().getFullYear() - 2013}`, '120+', '200+', '600+']

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
  const text = TEXT[lang].form
  const email = page.getByRole('textbox', { name: text.label })
  const submit = page.getByRole('button', { name: text.submit, exact: true })
  await expect(submit).toBeEnabled()
  return { email, submit, text, sent }
}

/** The toast with this title and message in the (translated) notifications region. */
function toast(page: Page, text: (typeof TEXT)[Lang]['form'], kind: 'success' | 'error'): Locator {
  const [title, message] = text[kind]
  return page
    .getByRole('region', { name: new RegExp(`^${escapeRegExp(text.notifications)}`) })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: message })
}

test.describe('home page', () => {
  for (const lang of LANGUAGES) {
    const text = TEXT[lang]

    test(`every section is there in ${lang}, translated`, async ({ page, visit }) => {
      // axe scans the home page of every language in layouts.spec.ts.
      await visit(`/${lang}`)

      // Hero: heading, the typed line (one still sentence for assistive technology), trust points, artwork.
      const hero = page.getByRole('region', { name: text.h1 })
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(text.h1)
      await expect(hero.getByText(text.sentence, { exact: true })).toBeAttached()
      await expect(hero.locator('[aria-hidden="true"]').filter({ hasText: text.typed })).toBeVisible()
      for (const point of text.trust) await expect(hero.getByText(point, { exact: true })).toBeVisible()
      const dashboard = hero.getByRole('img', { name: text.dashboard })
      await expect(dashboard).toHaveAttribute('src', `/images/home/dashboard-${lang}.webp`)
      await expect.poll(() => hasLoaded(dashboard)).toBe(true)
      const mascot = hero.locator('img[src="/images/home/mascot.svg"]')
      await expect(mascot).toBeVisible()
      await expect.poll(() => hasLoaded(mascot)).toBe(true)
      await expect(hero.getByRole('region', { name: text.clients })).toBeVisible()

      // Feature cards, one of them linking to the contact page.
      const features = page.getByRole('region', { name: text.features.title })
      await expect(features.getByRole('heading', { level: 3 })).toHaveText([...text.features.cards])
      await expect(features.getByRole('link', { name: text.features.contact })).toHaveAttribute('href', `/${lang}/contact`)

      // What we do: four services, the first one open.
      const services = page.getByRole('region', { name: text.services.title })
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([...text.services.items])
      await expect(services.getByText(text.services.firstText)).toBeVisible()

      // Statistics: the labels, the final figures for assistive technology and the badge.
      const stats = page.getByRole('region', { name: text.stats.title })
      for (const label of text.stats.labels) await expect(stats.getByText(label, { exact: true })).toBeVisible()
      await expect(stats.getByRole('definition').locator('.sr-only')).toHaveText(FINAL_STATS)
      await expect(stats.getByText(text.stats.badge)).toBeVisible()

      // How we work: four steps in order and five social profiles opening in a new tab.
      const steps = page.getByRole('region', { name: text.steps.title })
      await expect(steps.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([...text.steps.items])
      const newTab = new RegExp(`${escapeRegExp(text.steps.newTab)}$`)
      const social = steps.getByRole('list', { name: text.steps.social }).getByRole('link', { name: newTab })
      await expect(social).toHaveCount(5)
      const targets = await social.evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('target')} ${link.getAttribute('href')}`),
      )
      for (const target of targets) expect(target).toMatch(/^_blank https:\/\//)

      // Call to action: the benefits and the way to the contact page of the same language.
      const cta = page.getByRole('region', { name: text.cta.title })
      await expect(cta.getByRole('listitem')).toHaveCount(4)
      await expect(cta.getByText(text.cta.benefit, { exact: true })).toBeVisible()
      await expect(cta.getByRole('link', { name: text.cta.link })).toHaveAttribute('href', `/${lang}/contact`)
    })
  }

  test('en: the call to action leads to the contact page', async ({ page, visit }) => {
    await visit('/en')
    await page.getByRole('link', { name: TEXT.en.cta.link }).click()
    await expect(page).toHaveURL('/en/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
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
    const text = TEXT.en.form
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
    const services = page.getByRole('region', { name: TEXT.en.services.title })
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
    await services.getByRole('heading', { name: TEXT.en.services.items[1] }).click()
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
    const carousel = page.getByRole('region', { name: TEXT.en.clients })
    const allEndWith = (suffix: string) => (symbols: string[]) => symbols.length === 8 && symbols.every((symbol) => symbol.endsWith(suffix))

    await expect.poll(async () => allEndWith('-light')(await visibleLogoSymbols(carousel))).toBe(true)
    await expect.poll(() => isDrawn(carousel.getByRole('img').first())).toBe(true)

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(async () => allEndWith('-dark')(await visibleLogoSymbols(carousel))).toBe(true)
    const firstDark = carousel.locator('svg:has(use[href$="-dark"])').first()
    await expect(firstDark).toBeVisible()
    await expect.poll(() => isDrawn(firstDark)).toBe(true)

    // An explicit choice in the header's theme menu wins over the system setting.
    await page.getByRole('button', { name: 'Theme: Auto' }).click()
    await page.getByRole('radio', { name: 'Light' }).check()
    await page.keyboard.press('Escape')
    await expect.poll(async () => allEndWith('-light')(await visibleLogoSymbols(carousel))).toBe(true)
  })
})

test.describe('company statistics', () => {
  /** The animated figures (the copy sighted visitors see; the final ones are in .sr-only). */
  const shownFigures = (page: Page) =>
    page.getByRole('region', { name: TEXT.en.stats.title }).getByRole('definition').locator('[aria-hidden="true"] > :last-child')

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
    const region = page.getByRole('region', { name: TEXT.de.stats.title })
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
    const sentence = page.getByText(TEXT.de.sentence, { exact: true })
    await expect.poll(async () => (await sentence.boundingBox())?.width ?? 0).toBeGreaterThan(100)
    await expect(page.getByText(TEXT.de.typed)).toBeHidden()
  })
})

test.describe('before the scripts have loaded', () => {
  test('en: a click and an address given to the painted page are kept once it is interactive', async ({ page, visit }) => {
    const release = await holdScripts(page)
    await recordFetchBodies(page, SUBSCRIBE_URL)
    await visit('/en', { hydrated: false })
    const text = TEXT.en.form
    const email = page.getByRole('textbox', { name: text.label })
    const submit = page.getByRole('button', { name: text.submit, exact: true })
    await email.fill('grace@example.com')
    await page.getByRole('button', { name: 'Pause the logo carousel' }).click()
    // No script has run: the page is its HTML and CSS.
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
    await expect(submit).toBeDisabled()

    release()
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Play the logo carousel' })).toBeVisible()
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
    const languages = page.getByRole('navigation', { name: 'Sprache' })
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
