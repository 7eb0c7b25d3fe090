import type { Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { expect, scrollThrough, test, waitForHydration, testInOneLanguage } from './fixtures'
import { recordFetchBodies, recordRequests, sentBodies } from './scenarios'

/** The team in its editorial order (locales/en/content/team, `order`), with each member's office. */
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

/** What a visitor reads on these pages, per language (locales/*\/company.po and messages.po). */
const TEXTS = {
  tr: {
    team: 'Ekip',
    teamPeople: 'İşimize yön veren insanlar',
    avatar: (name: string) => `İllüstrasyon avatar: ${name}`,
    hiring: 'Yeni ekip arkadaşları arıyoruz',
    openPositions: 'Açık pozisyonları görün',
    storyH1: "2013'ten beri çevremizdeki şirketler için yazılım",
    milestones: "Eskişehir'de iki odadan dört ofise",
    firstMilestone: "Eskişehir'de kuruluş",
    valuesH1: 'Müşterilerimizle nasıl çalışıyoruz',
    principles: 'Her projede tuttuğumuz altı söz',
    steps: 'İlk görüşmeden destek masasına',
    teamStrip: 'Birlikte çalışacağınız insanlar',
    writeToUs: 'Bize yazın',
    formH1: 'Projenizi konuşalım',
    form: 'Bize projenizden bahsedin',
    send: 'Mesajı gönder',
    nameLabel: 'Ad soyad',
    nameError: 'Lütfen adınızı girin',
    fiveInvalid: 'Lütfen işaretli 5 alanı düzeltin.',
    success: 'Başarıyla gönderildi',
    officesH1: "Eskişehir, İstanbul, Berlin ya da Londra'da bizi ziyaret edin",
    showBerlin: 'Haritada göster: Berlin',
    map: 'Bizi haritada bulun',
    loadMap: 'Haritayı yükle',
    berlinMap: 'Berlin ofisimizin haritası',
    berlinAddress: 'Friedrichstraße 68, 10117, Berlin, Almanya',
  },
  en: {
    team: 'Team',
    teamPeople: 'The people who lead our work',
    avatar: (name: string) => `Illustrated avatar of ${name}`,
    hiring: "We're hiring",
    openPositions: 'See the open positions',
    storyH1: 'Software for the companies around us, since 2013',
    milestones: 'From two rooms in Eskişehir to four offices',
    firstMilestone: 'Founded in Eskişehir',
    valuesH1: 'How we work with our customers',
    principles: 'Six promises we keep on every project',
    steps: 'From the first call to the support desk',
    teamStrip: 'The people you will work with',
    writeToUs: 'Write to us',
    formH1: "Let's talk about your project",
    form: 'Tell us about your project',
    send: 'Send message',
    nameLabel: 'Full name',
    nameError: 'Please enter your name',
    fiveInvalid: 'Please correct the 5 highlighted fields.',
    success: 'Sent Successfully',
    officesH1: 'Visit us in Eskişehir, Istanbul, Berlin or London',
    showBerlin: 'Show on the map: Berlin',
    map: 'Find us on the map',
    loadMap: 'Load map',
    berlinMap: 'Map of our office in Berlin',
    berlinAddress: 'Friedrichstraße 68, 10117, Berlin, Germany',
  },
  de: {
    team: 'Team',
    teamPeople: 'Die Menschen, die unsere Arbeit leiten',
    avatar: (name: string) => `Illustrierter Avatar von ${name}`,
    hiring: 'Wir stellen ein',
    openPositions: 'Offene Stellen ansehen',
    storyH1: 'Software für die Unternehmen um uns herum, seit 2013',
    milestones: 'Von zwei Räumen in Eskişehir zu vier Standorten',
    firstMilestone: 'Gründung in Eskişehir',
    valuesH1: 'So arbeiten wir mit unseren Kunden',
    principles: 'Sechs Versprechen, die wir in jedem Projekt halten',
    steps: 'Vom ersten Gespräch bis zum Support',
    teamStrip: 'Die Menschen, mit denen Sie arbeiten',
    writeToUs: 'Schreiben Sie uns',
    formH1: 'Sprechen wir über Ihr Projekt',
    form: 'Erzählen Sie uns von Ihrem Projekt',
    send: 'Nachricht senden',
    nameLabel: 'Vollständiger Name',
    nameError: 'Bitte geben Sie Ihren Namen ein',
    fiveInvalid: 'Bitte korrigieren Sie die 5 markierten Felder.',
    success: 'Erfolgreich gesendet',
    officesH1: 'Besuchen Sie uns in Eskişehir, Istanbul, Berlin oder London',
    showBerlin: 'Auf der Karte zeigen: Berlin',
    map: 'So finden Sie uns',
    loadMap: 'Karte laden',
    berlinMap: 'Karte unseres Büros in Berlin',
    berlinAddress: 'Friedrichstraße 68, 10117, Berlin, Deutschland',
  },
} as const

type Lang = keyof typeof TEXTS
const LANGS = Object.keys(TEXTS) as Lang[]

const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/
const BERLIN_EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=13\.38150,52\.50620,13\.39750,52\.51620&layer=mapnik&marker=52\.51120,13\.38950$/

const VALUES = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  number: '(532) 123 45 67',
  company: 'Örnek A.Ş.',
  message: 'Merhaba, üretim planlaması için bir ERP projesi konuşmak istiyoruz.',
}

async function fillContactForm(page: Page, lang: Lang): Promise<void> {
  const form = page.getByRole('form', { name: TEXTS[lang].form })
  const boxes = form.getByRole('textbox')
  await expect(boxes).toHaveCount(5)
  for (const [index, value] of Object.values(VALUES).entries()) await boxes.nth(index).fill(value)
}

// Each test in one language, named in its title (fixtures.ts `testInOneLanguage`).
const oneLanguage = testInOneLanguage(LANGS)
for (const lang of LANGS) {
  const texts = TEXTS[lang]

  test.describe(`${lang}: company pages`, () => {
    oneLanguage(lang, 'the team page shows all eight people with their avatars, and leads to the open positions', async ({ page, visit }) => {
      await visit(`/${lang}/team`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.team)
      const people = main.getByRole('region', { name: texts.teamPeople }).getByRole('article')
      await expect(people).toHaveCount(TEAM.length)
      await expect(people.getByRole('heading', { level: 3 })).toHaveText(TEAM.map((member) => member.name))
      for (const [index, member] of TEAM.entries()) {
        const card = people.nth(index)
        await expect(card).toHaveAttribute('id', member.slug)
        await expect(card.getByRole('img', { name: texts.avatar(member.name) })).toBeVisible()
        // A role, an office and a bio of a few sentences.
        expect((await card.innerText()).length).toBeGreaterThan(300)
      }
      // The avatars load as they near the screen.
      await scrollThrough(page)
      await expect.poll(() => people.locator('img').evaluateAll((all) => all.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0))).toBe(true)

      const hiring = main.getByRole('region', { name: texts.hiring })
      await hiring.getByRole('link', { name: texts.openPositions }).click()
      await expect(page).toHaveURL(`/${lang}/career`)
    })

    oneLanguage(lang, 'about v2 tells the story in order, with the figures', async ({ page, visit }) => {
      await visit(`/${lang}/about/v2`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.storyH1)
      const timeline = main.getByRole('list', { name: texts.milestones })
      const items = timeline.getByRole('listitem')
      await expect(items).toHaveCount(MILESTONE_YEARS.length)
      expect(await timeline.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual(MILESTONE_YEARS)
      await expect(timeline.locator('time')).toHaveText(MILESTONE_YEARS)
      await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(texts.firstMilestone)
      // The home page's figures: four numbers.
      await expect(main.locator('dl dd')).toHaveCount(4)
    })

    oneLanguage(lang, 'about v3 is a page of its own: principles, steps, the team, a quote and a way to write to us', async ({ page, visit }) => {
      await visit(`/${lang}/about/v3`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.valuesH1)
      await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(texts.storyH1)
      // No timeline here.
      await expect(main.locator('time')).toHaveCount(0)
      await expect(main.getByRole('region', { name: texts.principles }).getByRole('listitem')).toHaveCount(6)
      await expect(main.getByRole('region', { name: texts.steps }).getByRole('listitem')).toHaveCount(5)
      await expect(main.locator('blockquote')).toHaveCount(1)

      const strip = main.getByRole('list', { name: texts.teamStrip })
      await expect(strip.getByRole('listitem')).toHaveCount(TEAM.length)
      await strip.getByRole('link', { name: 'Jonas Weber' }).click()
      await expect(page).toHaveURL(`/${lang}/team#jonas-weber`)
      await expect(page.locator('#jonas-weber')).toBeInViewport()

      await visit(`/${lang}/about/v3`)
      await main.getByRole('link', { name: texts.writeToUs }).click()
      await expect(page).toHaveURL(`/${lang}/contact/v1`)
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.formH1)
    })

    oneLanguage(lang, 'contact v1 checks the form and sends it to the backend once', async ({ page, visit }) => {
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/contact/v1`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.formH1)
      await expect(main.getByRole('link', { name: 'info@stormyazilim.com.tr' })).toHaveAttribute('href', 'mailto:info@stormyazilim.com.tr')
      const form = main.getByRole('form', { name: texts.form })
      await form.getByRole('button', { name: texts.send }).click()
      await expect(form.getByRole('status')).toHaveText(texts.fiveInvalid)
      const name = form.getByRole('textbox', { name: texts.nameLabel, exact: true })
      await expect(name).toBeFocused()
      await expect(name).toHaveAccessibleDescription(texts.nameError)
      expect(requests).toEqual([])

      await fillContactForm(page, lang)
      await form.getByRole('button', { name: texts.send }).click()
      await expect(page.getByText(texts.success, { exact: true })).toBeVisible()
      expect(requests).toHaveLength(1)
      expect((await sentBodies(page)).map((body) => JSON.parse(body) as unknown)).toEqual([
        { NameSurname: VALUES.name, Email: VALUES.email, Phone: VALUES.number, Company: VALUES.company, Message: VALUES.message },
      ])
      await expect(name).toHaveValue('')
    })

    oneLanguage(lang, 'contact v2 asks OpenStreetMap for nothing until the visitor loads the office they chose', async ({ page, visit, allowThirdParty }) => {
      allowThirdParty(/(^|\.)openstreetmap\.org$/)
      const mapRequests: string[] = []
      await page.route('**://*.openstreetmap.org/**', (route) => {
        mapRequests.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' })
      })
      await visit(`/${lang}/contact/v2`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.officesH1)
      await expect(main.getByRole('article')).toHaveCount(4)

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
  const texts = TEXTS.en
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
  await fillContactForm(page, 'en')
  await expect(form.getByRole('button', { name: texts.send })).toBeDisabled()
  await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)

  release()
  await waitForHydration(page)
  await expect(form.getByRole('button', { name: texts.send })).toBeEnabled()
  await expect(form.getByRole('textbox', { name: texts.nameLabel, exact: true })).toHaveValue(VALUES.name)
})
