import type { Locator, Page } from '@playwright/test'
import { LANGUAGES } from '../../src/lib/languages'
import { expect, testInOneLanguage, test } from './fixtures'
import { recordFetchBodies, recordRequests, resetScenarios, sentBodies, useScenario } from './scenarios'

const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/

/**
 * Each demo's tests are written once per language; each runs in one language, named in its title
 * (fixtures.ts `testInOneLanguage`). Every demo is loaded in every language by layouts.spec.ts.
 */
const oneLanguage = testInOneLanguage(LANGUAGES)

/** The SEO agency demo as a visitor reads it, per language (locales/<lang>/demos.po). */
const SEO = {
  tr: {
    h1: 'Ürettiğiniz ürünü arayan alıcılar sizi bulsun',
    form: 'Ücretsiz SEO analizinizi isteyin',
    labels: { website: 'Web sitesi', name: 'Ad soyad', email: 'E-posta', number: 'Telefon', company: 'Şirket' },
    submit: 'Ücretsiz analizimi iste',
    badAddress: 'Lütfen web sitenizin adresini http:// ya da https:// ile başlayarak girin',
    done: 'Analiz talebiniz alındı',
    failed: 'Talebiniz gönderilemedi. Lütfen tekrar deneyin; yazdıklarınız yerinde duruyor.',
    message: 'https://ege-makina.example için ücretsiz SEO analizi talebi',
  },
  en: {
    h1: 'Be found by the buyers who search for what you make',
    form: 'Request your free SEO audit',
    labels: { website: 'Website', name: 'Full name', email: 'Email', number: 'Phone', company: 'Company' },
    submit: 'Request my free audit',
    badAddress: "Please enter your website's address, starting with http:// or https://",
    done: 'Audit requested',
    failed: 'Your request could not be sent. Please try again; what you typed is still here.',
    message: 'Free SEO audit requested for https://ege-makina.example',
  },
  de: {
    h1: 'Werden Sie von den Käufern gefunden, die nach Ihren Produkten suchen',
    form: 'Fordern Sie Ihre kostenlose SEO-Analyse an',
    labels: { website: 'Website', name: 'Vollständiger Name', email: 'E-Mail', number: 'Telefon', company: 'Unternehmen' },
    submit: 'Gratis-Analyse anfordern',
    badAddress: 'Bitte geben Sie die Adresse Ihrer Website ein, beginnend mit http:// oder https://',
    done: 'Analyse angefragt',
    failed: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut; Ihre Eingaben sind noch da.',
    message: 'Kostenlose SEO-Analyse angefragt für https://ege-makina.example',
  },
} as const
type Texts = (typeof SEO)[keyof typeof SEO]

const VALUES = { name: 'Ayşe Demir', email: 'ayse@ege-makina.example', number: '+90 222 555 01 02', company: 'Ege Makina' }

function auditForm(page: Page, texts: Texts) {
  return page.getByRole('form', { name: texts.form })
}

async function fillContact(page: Page, texts: Texts) {
  const form = auditForm(page, texts)
  for (const [name, value] of Object.entries(VALUES)) await form.getByLabel(texts.labels[name as keyof typeof VALUES]).fill(value)
}

for (const lang of LANGUAGES) {
  const texts = SEO[lang]
  test.describe(`SEO agency demo (${lang})`, () => {
    oneLanguage(lang, 'the page is a landing page, not the placeholder, and the form refuses a javascript: address', async ({ page, visit }) => {
      await visit(`/${lang}/demos/agency/seo`)
      await expect(page.getByRole('heading', { level: 1, name: texts.h1 })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 })).not.toHaveCount(0)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await fillContact(page, texts)
      const website = auditForm(page, texts).getByLabel(texts.labels.website)
      await website.fill('javascript:alert(1)')
      await auditForm(page, texts).getByRole('button', { name: texts.submit }).click()
      await expect(website).toHaveAttribute('aria-invalid', 'true')
      await expect(website).toBeFocused()
      await expect(auditForm(page, texts).getByText(texts.badAddress)).toBeVisible()
      expect(requests).toHaveLength(0)
    })

    oneLanguage(lang, 'an https address is sent as a contact request; a server error keeps what was typed', async ({ page, visit, allowProblem }) => {
      // Before the visit: the recorder is a script the page runs first.
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/demos/agency/seo`)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await useScenario(page, 'contactServerError')
      await fillContact(page, texts)
      const website = auditForm(page, texts).getByLabel(texts.labels.website)
      await website.fill('ege-makina.example')
      const button = auditForm(page, texts).getByRole('button', { name: texts.submit })
      await button.click()
      await expect(page.getByText(texts.failed)).toBeVisible()
      await expect(website).toHaveValue('ege-makina.example')
      await expect(auditForm(page, texts).getByLabel(texts.labels.company)).toHaveValue(VALUES.company)
      allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactForm\/Create$/)
      allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      allowProblem(/^console\.error: HTTPError: Request failed with status code 500/)

      await resetScenarios(page)
      await button.click()
      await expect(page.getByText(texts.done)).toBeVisible()
      await expect(website).toHaveValue('')
      expect(requests).toHaveLength(2)
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string; NameSurname?: string } | null
      expect(last?.Message).toBe(texts.message)
      expect(last?.NameSurname).toBe(VALUES.name)
    })
  })
}

/** The design agency demo (locales/<lang>/demos.po): its h1, its sections and the way to three case studies. */
const DESIGN = {
  tr: {
    h1: 'İnsanların ilk bakışta anladığı yazılımlar',
    sections: ['İlk görüşmeden son bileşene kadar', 'Dinlemekten test edilmiş prototipe altı hafta', 'Rakamları değiştiren tasarım', 'Tasarım ilkemiz', 'Çizmeye başlamadan önce'],
    study: 'Her yaştan hasta için bir uygulama',
  },
  en: {
    h1: 'Software that people understand at first sight',
    sections: ['From the first interview to the last component', 'Six weeks from listening to a tested prototype', 'Design that changed the numbers', 'Our design principle', 'Before we start drawing'],
    study: 'A patient app for every age',
  },
  de: {
    h1: 'Software, die Menschen auf den ersten Blick verstehen',
    sections: ['Vom ersten Interview bis zur letzten Komponente', 'Sechs Wochen vom Zuhören bis zum getesteten Prototyp', 'Design, das die Zahlen verändert hat', 'Unser Designprinzip', 'Bevor wir zu zeichnen beginnen'],
    study: 'Eine Patienten-App für jedes Alter',
  },
} as const

for (const lang of LANGUAGES) {
  const texts = DESIGN[lang]
  test.describe(`Design agency demo (${lang})`, () => {
    oneLanguage(lang, '/demos/agency/design shows its h1 and sections, and a case study opens by keyboard', async ({ page, visit }) => {
      await visit(`/${lang}/demos/agency/design`)
      await expect(page.getByRole('heading', { level: 1, name: texts.h1 })).toBeVisible()
      for (const name of texts.sections) await expect(page.getByRole('region', { name })).toBeAttached()
      const work = page.getByRole('region', { name: texts.sections[2] })
      await expect(work.getByRole('link')).toHaveCount(3)
      const study = work.getByRole('link', { name: texts.study })
      await study.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/portfolio/marmara-health-patient-app/?$`))
    })
  })
}

/** The digital agency demo (locales/<lang>/demos.po): its h1, its sections, a service card and the team strip. */
const DIGITAL = {
  tr: {
    h1: 'İlk atölyeden mağazadaki uygulamaya kadar hepsini tek bir ekip geliştirir',
    sections: ['Dijital bir ürünün ihtiyaç duyduğu her şey', 'Yayına on iki hafta', 'On üç yıldır ürün teslim ediyoruz', 'Ürününüzü geliştirecek ekip', 'Bizimle yayına çıkan şirketler'],
    service: 'Mobil uygulamalar',
  },
  en: {
    h1: 'From the first workshop to the app in the store, one team builds it all',
    sections: ['Everything a digital product needs', 'Twelve weeks to launch', 'Thirteen years of shipping products', 'The people who will build your product', 'Companies that launched with us'],
    service: 'Mobile apps',
  },
  de: {
    h1: 'Vom ersten Workshop bis zur App im Store: ein Team baut alles',
    sections: ['Alles, was ein digitales Produkt braucht', 'Zwölf Wochen bis zum Start', 'Seit dreizehn Jahren liefern wir Produkte aus', 'Die Menschen, die Ihr Produkt bauen', 'Unternehmen, die mit uns gestartet sind'],
    service: 'Mobile Apps',
  },
} as const

for (const lang of LANGUAGES) {
  const texts = DIGITAL[lang]
  test.describe(`Digital agency demo (${lang})`, () => {
    oneLanguage(lang, '/demos/agency/digital shows its h1, sections, five phases and the team, and a service opens by keyboard', async ({ page, visit }) => {
      await visit(`/${lang}/demos/agency/digital`)
      await expect(page.getByRole('heading', { level: 1, name: texts.h1 })).toBeVisible()
      for (const name of texts.sections) await expect(page.getByRole('region', { name })).toBeAttached()
      await expect(page.getByRole('region', { name: texts.sections[1] }).getByRole('listitem')).toHaveCount(5)
      await expect(page.getByRole('list', { name: texts.sections[3] }).getByRole('listitem')).not.toHaveCount(0)
      const service = page.getByRole('region', { name: texts.sections[0] }).getByRole('link', { name: texts.service })
      await service.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/services/mobile/?$`))
    })
  })
}

/** The mobile app demo (Storm Field) as a visitor reads it, per language (locales/<lang>/demos.po). */
const MOBILE_APP = {
  tr: {
    h1: 'Sinyal olsun olmasın, her iş emri teknisyenlerinizin cebinde',
    sections: ['Ofis için değil, servis aracı için tasarlandı', 'Şebeke olmadan nasıl çalışır?', 'Servis ekiplerinin üç ay sonra ölçtükleri', 'Servis müdürlerinin kullanıma almadan önce sordukları'],
    appStore: 'Hemen indirin: App Store (yeni sekmede açılır)',
    googlePlay: 'Hemen indirin: Google Play (yeni sekmede açılır)',
  },
  en: {
    h1: "Every work order in your technicians' pockets, with or without signal",
    sections: ['Built for the van, not for the office', 'How it works without a network', 'What service teams measure after three months', 'What service managers ask before the rollout'],
    appStore: 'Download on the App Store (opens in a new tab)',
    googlePlay: 'Get it on Google Play (opens in a new tab)',
  },
  de: {
    h1: 'Jeder Auftrag in der Tasche Ihrer Techniker, mit oder ohne Empfang',
    sections: ['Gemacht für den Servicewagen, nicht fürs Büro', 'So funktioniert es ohne Netz', 'Was Serviceteams nach drei Monaten messen', 'Was Serviceleiter vor der Einführung fragen'],
    appStore: 'Laden im App Store (öffnet in neuem Tab)',
    googlePlay: 'Jetzt bei Google Play (öffnet in neuem Tab)',
  },
} as const

for (const lang of LANGUAGES) {
  const texts = MOBILE_APP[lang]
  test.describe(`Mobile app demo (${lang})`, () => {
    oneLanguage(lang, 'the launch page shows its sections and store badges that keyboard users reach', async ({ page, visit }) => {
      await visit(`/${lang}/demos/mobile-app`)
      await expect(page.getByRole('heading', { level: 1, name: texts.h1 })).toBeVisible()
      for (const name of texts.sections) await expect(page.getByRole('region', { name })).toBeVisible()
      const main = page.getByRole('main')
      for (const name of [texts.appStore, texts.googlePlay]) {
        const badge = main.getByRole('link', { name, exact: true }).first()
        await expect(badge).toBeVisible()
        await expect(badge).toHaveAttribute('target', '_blank')
        await expect(badge).toHaveAttribute('rel', /noopener/)
      }
      // The first badge is reached by Tab from the hero's heading, before the first screen row.
      await page.getByRole('heading', { level: 1 }).click()
      let reached = false
      for (let step = 0; step < 10 && !reached; step += 1) {
        await page.keyboard.press('Tab')
        reached = await main.getByRole('link', { name: texts.appStore, exact: true }).first().evaluate((link) => link === document.activeElement)
      }
      expect(reached).toBe(true)
    })
  })
}

/** The product landing demo (Storm Sense) as a visitor reads it, per language (locales/<lang>/demos.po). */
const PRODUCT_LANDING = {
  tr: {
    h1: 'Makinenin neden durduğunu, yeniden durmadan önce bilin',
    sections: ['Kaybedilen bir vardiyayı açıklayan altı sinyal', 'İlk sensörden ilk alarma bir günde', 'Başlamanın maliyeti', 'Fabrika müdürlerinin bize sordukları'],
    plan: 'Tek hatta pilot uygulama',
    compare: 'Paketleri karşılaştırın',
  },
  en: {
    h1: 'Know why a machine stops, before it stops again',
    sections: ['Six signals that explain a lost shift', 'From the first sensor to the first alert in one day', 'What it costs to start', 'What plant managers ask us'],
    plan: 'Pilot on one line',
    compare: 'Compare the plans',
  },
  de: {
    h1: 'Wissen Sie, warum eine Maschine steht, bevor sie wieder stillsteht',
    sections: ['Sechs Signale, die eine verlorene Schicht erklären', 'Vom ersten Sensor zum ersten Alarm an einem Tag', 'Was der Einstieg kostet', 'Was Werksleiter uns fragen'],
    plan: 'Pilotprojekt auf einer Linie',
    compare: 'Tarife vergleichen',
  },
} as const

for (const lang of LANGUAGES) {
  const texts = PRODUCT_LANDING[lang]
  test.describe(`Product landing demo (${lang})`, () => {
    oneLanguage(lang, 'the product page shows its sections, and its plan card leads to the pricing page by keyboard', async ({ page, visit }) => {
      await visit(`/${lang}/demos/product-landing`)
      await expect(page.getByRole('heading', { level: 1, name: texts.h1 })).toBeVisible()
      for (const name of texts.sections) await expect(page.getByRole('region', { name })).toBeVisible()
      const start = page.getByRole('region', { name: texts.sections[2] })
      await expect(start.getByRole('heading', { level: 3, name: texts.plan })).toBeVisible()
      const compare = start.getByRole('link', { name: texts.compare })
      await expect(compare).toHaveAttribute('href', new RegExp(`^/${lang}/pricing/?$`))
      await compare.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/pricing/?$`))
    })
  })
}

/** The SaaS demos (Storm Plan, Storm Insight) as a visitor reads them, per language (locales/<lang>/demos.po). */
const SAAS = {
  tr: {
    plan: {
      h1: 'Her sipariş tek bir planda, her termin tutulabilir',
      sections: ['Geciken siparişler planlama ofisinde başlar', 'Siparişten makineye, tek bir panoda', 'Çalıştaydan atölyeye altı hafta', 'Güvenilir bir planın değiştirdikleri', 'Storm Plan, Business ve Enterprise paketlerinde', 'Planlamacıların geçmeden önce sordukları'],
      billing: 'Faturalama dönemi',
      monthly: 'Aylık',
      yearly: 'Yıllık (2 ay ücretsiz)',
      intl: 'tr-TR',
    },
    insight: {
      h1: 'Tek bir rakam seti ve değiştirdiği kararlar',
      sections: ['İlk yılda neler değişti', 'Üç şirket, daha önce hiç sahip olmadıkları üç rakam', 'Rakamlar nereden geliyor', 'Kontrolörlerin bize ilk sordukları'],
    },
  },
  en: {
    plan: {
      h1: 'Every order on one plan, every date one you can keep',
      sections: ['Late orders start in the planning office', 'From the order to the machine, on one board', 'Six weeks from the workshop to the shop floor', 'What a plan you can trust changes', 'Storm Plan is part of Business and Enterprise', 'What planners ask before they switch'],
      billing: 'Billing period',
      monthly: 'Monthly',
      yearly: 'Yearly (2 months free)',
      intl: 'en-US',
    },
    insight: {
      h1: 'One set of figures, and the decisions they change',
      sections: ['What changed in the first year', 'Three companies, three figures they never had before', 'Where the figures come from', 'What controllers ask us first'],
    },
  },
  de: {
    plan: {
      h1: 'Jeder Auftrag in einem Plan, jeder Termin einer, den Sie halten',
      sections: ['Verspätete Aufträge beginnen im Planungsbüro', 'Vom Auftrag bis zur Maschine, auf einer Plantafel', 'Sechs Wochen vom Workshop bis in die Fertigung', 'Was ein verlässlicher Plan verändert', 'Storm Plan ist in Business und Enterprise enthalten', 'Was Planer vor dem Umstieg fragen'],
      billing: 'Abrechnungszeitraum',
      monthly: 'Monatlich',
      yearly: 'Jährlich (2 Monate gratis)',
      intl: 'de-DE',
    },
    insight: {
      h1: 'Eine Zahlenbasis und die Entscheidungen, die sie verändert',
      sections: ['Was sich im ersten Jahr verändert hat', 'Drei Unternehmen, drei Zahlen, die sie vorher nie hatten', 'Woher die Zahlen kommen', 'Was Controller uns zuerst fragen'],
    },
  },
} as const

/** A price as the page writes it: whole US dollars in the language's own way. */
function dollars(intl: string, cents: number) {
  return new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100)
}

for (const lang of LANGUAGES) {
  const texts = SAAS[lang]
  test.describe(`SaaS demos (${lang})`, () => {
    oneLanguage(lang, '/saas/v1 presents Storm Plan, and its pricing switch works by keyboard', async ({ page, visit }) => {
      await visit(`/${lang}/saas/v1`)
      await expect(page.getByRole('heading', { level: 1, name: texts.plan.h1 })).toBeVisible()
      for (const name of texts.plan.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      // The features collection's Storm Plan entries lead to their pages.
      await expect(page.locator(`a[href^="/${lang}/saas/features/"]`)).not.toHaveCount(0)

      const group = page.getByRole('group', { name: texts.plan.billing })
      const monthly = group.getByRole('button', { name: texts.plan.monthly, exact: true })
      const yearly = group.getByRole('button', { name: texts.plan.yearly })
      await expect(monthly).toHaveAttribute('aria-pressed', 'true')
      await expect(yearly).toHaveAttribute('aria-pressed', 'false')
      const pricing = page.locator('section', { has: group })
      await expect(pricing.getByText(dollars(texts.plan.intl, 14900))).toBeVisible()

      await monthly.focus()
      await page.keyboard.press('Tab')
      await expect(yearly).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(yearly).toHaveAttribute('aria-pressed', 'true')
      await expect(monthly).toHaveAttribute('aria-pressed', 'false')
      // A yearly plan costs ten months (src/features/content-pages/pricing.ts).
      await expect(pricing.getByText(dollars(texts.plan.intl, 149000))).toBeVisible()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Space')
      await expect(monthly).toHaveAttribute('aria-pressed', 'true')
      await expect(pricing.getByText(dollars(texts.plan.intl, 14900))).toBeVisible()
    })

    oneLanguage(lang, "/saas/v2 tells Storm Insight's customer results", async ({ page, visit }) => {
      await visit(`/${lang}/saas/v2`)
      await expect(page.getByRole('heading', { level: 1, name: texts.insight.h1 })).toBeVisible()
      for (const name of texts.insight.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      // Three customers, each with a logo; the integration from the collection leads to its page.
      for (const name of ['Anatolia Foods', 'Bergmann Logistik', 'Kuzey Tekstil']) await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).toBeVisible()
      await expect(page.locator(`a[href^="/${lang}/saas/integrations/sftp-csv"]`)).toBeVisible()
    })
  })
}

/** The classic and creative agency demos (locales/<lang>/demo-studio.po) and their testimonial carousels. */
const STUDIO = {
  tr: {
    classic: {
      h1: 'Şirketinizi ayakta tutan yazılımlar için tek bir çözüm ortağı',
      sections: [
        'Siparişlerinizin, makinelerinizin ve rakamlarınızın arkasındaki yazılım',
        'Dört adım, sürprizsiz',
        'Kalıcı olmak için kurulmuş bir şirket',
        'Yazılımlarımızla çalışan şirketler',
        'Bizimle çalışmak nasıl bir şey?',
        'Şirketlerin ilk toplantıdan önce sorduğu sorular',
      ],
    },
    creative: {
      h1: 'İnsanların akılda tuttuğu yazılımlar için marka, resim ve hareket',
      sections: ['Elle çizilmiş, kodla teslim edilmiş altı proje', 'Yüzüncü ekranda da işe yarayan tasarım', 'Dört kişi, dört ofis, tek eskiz defteri', 'Müşterilerimiz işlerimiz hakkında ne diyor?'],
    },
    carousel: { label: 'Müşteri yorumları', pause: 'Yorumları duraklat', play: 'Yorumları oynat', previous: 'Önceki yorum', next: 'Sonraki yorum' },
  },
  en: {
    classic: {
      h1: 'One partner for the software your company runs on',
      sections: [
        'The software behind your orders, machines and figures',
        'Four steps, and no surprises',
        'A company built to stay',
        'Companies that run on our software',
        'What it is like to work with us',
        'What companies ask us before the first meeting',
      ],
    },
    creative: {
      h1: 'Brands, pictures and motion for software people remember',
      sections: ['Six projects, drawn by hand and shipped in code', 'Design that still works on the hundredth screen', 'Four people, four offices, one sketchbook', 'What our clients say about the work'],
    },
    carousel: { label: 'Testimonials', pause: 'Pause the testimonials', play: 'Play the testimonials', previous: 'Previous testimonial', next: 'Next testimonial' },
  },
  de: {
    classic: {
      h1: 'Ein Partner für die Software, mit der Ihr Unternehmen läuft',
      sections: [
        'Die Software hinter Ihren Aufträgen, Maschinen und Kennzahlen',
        'Vier Schritte, keine Überraschungen',
        'Ein Unternehmen, das bleiben will',
        'Unternehmen, die mit unserer Software arbeiten',
        'Wie es ist, mit uns zu arbeiten',
        'Was Unternehmen uns vor dem ersten Termin fragen',
      ],
    },
    creative: {
      h1: 'Marken, Bilder und Bewegung für Software, an die man sich erinnert',
      sections: ['Sechs Projekte, von Hand gezeichnet und als Code ausgeliefert', 'Design, das auch auf dem hundertsten Bildschirm funktioniert', 'Vier Menschen, vier Standorte, ein Skizzenbuch', 'Was unsere Kunden über die Arbeit sagen'],
    },
    carousel: { label: 'Kundenstimmen', pause: 'Kundenstimmen anhalten', play: 'Kundenstimmen abspielen', previous: 'Vorherige Kundenstimme', next: 'Nächste Kundenstimme' },
  },
} as const

/** The testimonials advance every 7 s (testimonials-embla.tsx): the page's clock run past that shows whether they moved. */
const PAST_ONE_TESTIMONIAL_MS = 8500

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

for (const lang of LANGUAGES) {
  const texts = STUDIO[lang]
  test.describe(`Classic and creative agency demos (${lang})`, () => {
    oneLanguage(lang, '/demos/classic shows its h1, its sections and four testimonials, each an "n of 4" slide', async ({ page, visit }) => {
      await visit(`/${lang}/demos/classic`)
      await expect(page.getByRole('heading', { level: 1, name: texts.classic.h1 })).toBeVisible()
      for (const name of texts.classic.sections) await expect(page.getByRole('region', { name, exact: true })).toBeAttached()
      const carousel = page.getByRole('region', { name: texts.carousel.label, exact: true })
      await expect(carousel).toHaveAttribute('aria-roledescription', /\S/)
      await expect(carousel.getByRole('group')).toHaveCount(4)
      await expect(carousel.getByRole('button', { name: texts.carousel.previous, exact: true })).toBeVisible()
      await expect(carousel.getByRole('button', { name: texts.carousel.next, exact: true })).toBeVisible()
    })

    oneLanguage(lang, "/demos/agency/creative shows its h1, six works, the studio's four people and the testimonials", async ({ page, visit }) => {
      await visit(`/${lang}/demos/agency/creative`)
      await expect(page.getByRole('heading', { level: 1, name: texts.creative.h1 })).toBeVisible()
      for (const name of texts.creative.sections) await expect(page.getByRole('region', { name, exact: true })).toBeAttached()
      await expect(page.getByRole('region', { name: texts.creative.sections[0], exact: true }).getByRole('img')).toHaveCount(6)
      await expect(page.getByRole('list', { name: texts.creative.sections[2], exact: true }).getByRole('listitem')).toHaveCount(4)
      await expect(page.getByRole('region', { name: texts.carousel.label, exact: true }).getByRole('group')).toHaveCount(4)
    })
  })
}

test.describe('testimonial carousel', () => {
  test('/en/demos/classic: the slides advance by themselves, the pause button stops them by keyboard, next and previous move them', async ({ page, visit }) => {
    const texts = STUDIO.en.carousel
    // The page's clock flows as usual until the test runs it past a step (no wait in real time).
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await visit('/en/demos/classic')
    const carousel = page.getByRole('region', { name: texts.label, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const start = await firstVisibleTestimonial(carousel)
    expect(start).toBe('1 of 4')
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
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(`${(position % 4) + 1} of 4`)
    await carousel.getByRole('button', { name: texts.previous, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(paused)
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe(`${((position + 2) % 4) + 1} of 4`)

    // Play again: once focus and pointer have left, the slides move on.
    await play.focus()
    await page.keyboard.press('Space')
    await carousel.getByRole('button', { name: texts.pause, exact: true }).blur()
    const resumed = await firstVisibleTestimonial(carousel)
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    await expect.poll(() => firstVisibleTestimonial(carousel), { message: 'the slides advance again' }).not.toBe(resumed)
  })

  test('/de/demos/agency/creative under reduced motion: no autoplay and no pause button, next and previous still move the slides', async ({ page, visit }) => {
    const texts = STUDIO.de.carousel
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/de/demos/agency/creative')
    const carousel = page.getByRole('region', { name: texts.label, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expect(carousel.getByRole('button', { name: texts.pause, exact: true })).toBeHidden()
    await page.clock.runFor(PAST_ONE_TESTIMONIAL_MS)
    expect(await firstVisibleTestimonial(carousel), 'nothing moves by itself').toBe('1 von 4')

    await carousel.getByRole('button', { name: texts.next, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe('2 von 4')
    await carousel.getByRole('button', { name: texts.previous, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe('1 von 4')
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleTestimonial(carousel)).toBe('4 von 4')
  })
})
/**
 * The Storm platform (SaaS v5) and finance consulting demos (locales/<lang>/demo-suite.po): their
 * sections, and the demo request form with its product or topic choice: a field error, a failed
 * request that keeps what was typed, and a sent request with its toast.
 */
const SUITE = {
  tr: {
    suite: {
      h1: 'Beş ürün, tek platform, arayacağınız tek ekip',
      sections: ['Birbirini tanıyan beş ürün', 'Beşinin ortak noktası', 'Tek ürünle başlayın, kazandırdığında bir sonrakini ekleyin', 'Müşterilerimizle birlikte büyüyen bir platform', 'Demo istemeden önce'],
      form: 'Demo talep edin',
      done: 'Demo talebiniz alındı',
      platform: 'Platformun tamamı',
      head: 'Demo talebi: Storm Sense',
    },
    finance: {
      h1: 'Ayı haftalarda değil, günlerde kapatın',
      sections: ['İlk kayıttan grup raporuna', 'Üç şirketli bir makine üreticisi, tek bir kapanış', 'Beş adım, ilkinden sonra sabit fiyat', 'Defterleriniz emin ellerde', 'Finans direktörlerinin bize ilk sorduğu', 'Görüşme planlayın'],
      form: 'Görüşme planlayın',
      done: 'Görüşmeniz planlandı',
      topic: 'E-fatura ve e-defter',
      head: 'Danışmanlık görüşmesi talebi: E-fatura ve e-defter',
    },
    labels: { name: 'Ad soyad', email: 'İş e-postası', company: 'Şirket', phone: 'Telefon (isteğe bağlı)', message: 'Mesaj (isteğe bağlı)' },
    unsure: 'Henüz emin değilim',
    badEmail: 'Lütfen iş e-posta adresinizi girin',
    failed: 'Talebiniz gönderilemedi. Lütfen tekrar deneyin; yazdıklarınız yerinde duruyor.',
  },
  en: {
    suite: {
      h1: 'Five products, one platform, one team to call',
      sections: ['Five products that know each other', 'What the five have in common', 'Start with one product, add the next when it pays', 'A platform our customers grow with', 'Before you ask for a demo'],
      form: 'Request a demo',
      done: 'Demo requested',
      platform: 'The whole platform',
      head: 'Demo requested: Storm Sense',
    },
    finance: {
      h1: 'Close the month in days, not weeks',
      sections: ['From the first posting to the group report', 'A machine builder with three companies and one close', 'Five steps, a fixed price after the first', 'Your books in safe hands', 'What finance directors ask us first', 'Book a consultation'],
      form: 'Book a consultation',
      done: 'Consultation booked',
      topic: 'E-invoicing and e-ledger',
      head: 'Consultation requested: E-invoicing and e-ledger',
    },
    labels: { name: 'Full name', email: 'Work email', company: 'Company', phone: 'Phone (optional)', message: 'Message (optional)' },
    unsure: 'Not sure yet',
    badEmail: 'Please enter your work email',
    failed: 'Your request could not be sent. Please try again; what you typed is still here.',
  },
  de: {
    suite: {
      h1: 'Fünf Produkte, eine Plattform, ein Team für alle Fragen',
      sections: ['Fünf Produkte, die einander kennen', 'Was die fünf gemeinsam haben', 'Mit einem Produkt beginnen, das nächste hinzunehmen, wenn es sich lohnt', 'Eine Plattform, mit der unsere Kunden wachsen', 'Bevor Sie eine Demo anfragen'],
      form: 'Demo anfordern',
      done: 'Demo angefragt',
      platform: 'Die ganze Plattform',
      head: 'Demo angefragt: Storm Sense',
    },
    finance: {
      h1: 'Schließen Sie den Monat in Tagen ab, nicht in Wochen',
      sections: ['Von der ersten Buchung bis zum Konzernbericht', 'Ein Maschinenbauer mit drei Gesellschaften und einem Abschluss', 'Fünf Schritte, ein Festpreis nach dem ersten', 'Ihre Bücher in sicheren Händen', 'Was Finanzleiter uns zuerst fragen', 'Beratung buchen'],
      form: 'Beratung buchen',
      done: 'Beratung gebucht',
      topic: 'E-Rechnung und E-Buchführung',
      head: 'Beratung angefragt: E-Rechnung und E-Buchführung',
    },
    labels: { name: 'Vollständiger Name', email: 'Geschäftliche E-Mail', company: 'Unternehmen', phone: 'Telefon (optional)', message: 'Nachricht (optional)' },
    unsure: 'Noch nicht sicher',
    badEmail: 'Bitte geben Sie Ihre geschäftliche E-Mail-Adresse ein',
    failed: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut; Ihre Eingaben sind noch da.',
  },
} as const
type SuiteTexts = (typeof SUITE)[keyof typeof SUITE]

const LEAD = { name: 'Ayşe Demir', email: 'ayse@ege-makina.example', company: 'Ege Makina', message: 'Two plants, forty machines.' }

/** Each product card of the platform page leads to the product's own demo page. */
const PRODUCT_PAGES = { 'Storm Plan': 'saas/v1', 'Storm Field': 'demos/mobile-app', 'Storm Link': 'saas/v3', 'Storm Insight': 'saas/v2', 'Storm Sense': 'demos/product-landing' } as const

async function fillLead(form: Locator, texts: SuiteTexts, values: { email?: string } = {}) {
  await form.getByLabel(texts.labels.name).fill(LEAD.name)
  await form.getByLabel(texts.labels.email).fill(values.email ?? LEAD.email)
  await form.getByLabel(texts.labels.company).fill(LEAD.company)
  await form.getByLabel(texts.labels.message).fill(LEAD.message)
}

for (const lang of LANGUAGES) {
  const texts = SUITE[lang]
  test.describe(`Platform and finance consulting demos (${lang})`, () => {
    oneLanguage(lang, '/saas/v5 shows the five products, its choice works by keyboard, and a bad email is a field error', async ({ page, visit }) => {
      await visit(`/${lang}/saas/v5`)
      await expect(page.getByRole('heading', { level: 1, name: texts.suite.h1 })).toBeVisible()
      for (const name of texts.suite.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      const products = page.locator('section', { has: page.getByRole('heading', { level: 2, name: texts.suite.sections[0] }) })
      for (const [name, path] of Object.entries(PRODUCT_PAGES)) await expect(products.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^/${lang}/${path}/?$`))

      const form = page.getByRole('form', { name: texts.suite.form })
      const unsure = form.getByRole('radio', { name: texts.unsure })
      await expect(unsure).toBeChecked()
      await unsure.focus()
      await page.keyboard.press('ArrowUp')
      await expect(form.getByRole('radio', { name: texts.suite.platform })).toBeChecked()
      await expect(form.getByRole('radio', { name: texts.suite.platform })).toBeFocused()

      const requests = recordRequests(page, 'POST', CONTACT_API)
      await fillLead(form, texts, { email: 'ayse@' })
      await form.getByRole('button', { name: texts.suite.form }).click()
      const email = form.getByLabel(texts.labels.email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await expect(form.getByText(texts.badEmail)).toBeVisible()
      // The phone may stay empty.
      await expect(form.getByLabel(texts.labels.phone)).not.toHaveAttribute('aria-invalid', 'true')
      expect(requests).toHaveLength(0)
    })

    oneLanguage(lang, '/saas/v5 keeps what was typed when the request fails, then sends it with the product chosen', async ({ page, visit, allowProblem }) => {
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/saas/v5`)
      const requests = recordRequests(page, 'POST', CONTACT_API)
      await useScenario(page, 'contactServerError')
      const form = page.getByRole('form', { name: texts.suite.form })
      await fillLead(form, texts)
      await form.getByRole('radio', { name: 'Storm Sense' }).check()
      const button = form.getByRole('button', { name: texts.suite.form })
      await button.click()
      await expect(page.getByText(texts.failed)).toBeVisible()
      await expect(form.getByLabel(texts.labels.name)).toHaveValue(LEAD.name)
      await expect(form.getByLabel(texts.labels.company)).toHaveValue(LEAD.company)
      await expect(form.getByLabel(texts.labels.message)).toHaveValue(LEAD.message)
      await expect(form.getByRole('radio', { name: 'Storm Sense' })).toBeChecked()
      allowProblem(/^HTTP 500: POST .*\/api\/v1\/Site\/ContactForm\/Create$/)
      allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 500/)
      allowProblem(/^console\.error: HTTPError: Request failed with status code 500/)

      await resetScenarios(page)
      await button.click()
      await expect(page.getByText(texts.suite.done, { exact: true })).toBeVisible()
      await expect(form.getByLabel(texts.labels.name)).toHaveValue('')
      expect(requests).toHaveLength(2)
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string; Company?: string } | null
      expect(last?.Message).toBe(`${texts.suite.head}\n\n${LEAD.message}`)
      expect(last?.Company).toBe(LEAD.company)
    })

    oneLanguage(lang, '/demos/finance-consulting shows its sections, and a consultation on a topic chosen by keyboard is booked', async ({ page, visit }) => {
      await recordFetchBodies(page, CONTACT_API)
      await visit(`/${lang}/demos/finance-consulting`)
      await expect(page.getByRole('heading', { level: 1, name: texts.finance.h1 })).toBeVisible()
      for (const name of texts.finance.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

      const form = page.getByRole('form', { name: texts.finance.form })
      await fillLead(form, texts)
      await form.getByRole('radio', { name: texts.unsure }).focus()
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp')
      await expect(form.getByRole('radio', { name: texts.finance.topic })).toBeChecked()
      await form.getByRole('button', { name: texts.finance.form }).click()
      await expect(page.getByText(texts.finance.done, { exact: true })).toBeVisible()
      const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string } | null
      expect(last?.Message).toBe(`${texts.finance.head}\n\n${LEAD.message}`)
    })
  })
}

/** The integration platform and energy monitoring demos as a visitor reads them, per language (locales/<lang>/demo-platform.po). */
const PLATFORM = {
  tr: {
    link: {
      h1: 'Sistemleriniz bir kez bağlansın, her dakika izlensin',
      sections: ['İş ortaklarınızın zaten konuştuğu standartlar', 'Bir bağlantı üç haftada nasıl canlıya geçer', 'Bir sistem çöktüğünde hiçbir şey kaybolmaz', 'Her gün Storm Link üzerinden geçenler', 'Sistemler arasında veri taşımanın üç yolu', 'BT yöneticilerinin bize ilk sordukları'],
      caption: 'Storm Link; sistemler arası betikler ve elle dışa/içe aktarma ile karşılaştırmalı',
      columns: ['Neler alırsınız', 'Storm Link', 'Sistemler arası betikler', 'Elle dışa ve içe aktarma'],
      firstRow: 'Her mesaj izlenebilir ve aranabilir',
    },
    energy: {
      h1: 'Her makinenin, hattın ve tesisin enerjiye ne harcadığını bilin',
      sections: ['Enerji nereye gidiyor ve bunu kim değiştirebilir', 'Müşterilerimizin ilk yılda tasarruf ettikleri', 'Enerji maliyetlerinizi bilmenin üç yolu', 'Enerji yöneticilerinin bize ilk sordukları'],
      rows: ['Tesis faturasından onu kabartan makineye kadar', 'Tepe yükten on dakika önce bir uyarı, bir sonraki faturada değil', 'Her tesis aynı ölçüyle ölçülür', 'Denetim rakamları üç hafta yerine iki günde hazır'],
      caption: 'Storm Sense; tablolar ve sayaç okumaları ile aylık enerji faturası karşısında',
      columns: ['Neyi biliyorsunuz', 'Storm Sense', 'Tablolar ve sayaç okumaları', 'Aylık enerji faturası'],
      firstRow: 'Tüketim ne sıklıkla ölçülüyor',
      plans: 'Paketleri karşılaştırın',
    },
    yes: 'Evet',
    no: 'Hayır',
  },
  en: {
    link: {
      h1: 'Your systems, connected once and watched every minute',
      sections: ['The standards your partners already speak', 'How a connection goes live in three weeks', 'When a system is down, nothing is lost', 'What runs through Storm Link every day', 'Three ways to move data between systems', 'What IT managers ask us first'],
      caption: 'Storm Link compared with scripts between systems and export and import by hand',
      columns: ['What you get', 'Storm Link', 'Scripts between systems', 'Export and import by hand'],
      firstRow: 'Every message can be traced and searched',
    },
    energy: {
      h1: 'Know what every machine, line and site spends on energy',
      sections: ['Where the energy goes, and who can change it', 'What our customers saved in the first year', 'Three ways to know your energy costs', 'What energy managers ask us first'],
      rows: ["From the site's bill down to the machine that runs it up", 'A warning ten minutes before the peak, not on the next bill', 'Every site measured by the same yardstick', "The audit's figures ready in two days instead of three weeks"],
      caption: 'Storm Sense compared with spreadsheets and meter readings and with the monthly energy bill',
      columns: ['What you know', 'Storm Sense', 'Spreadsheets and meter readings', 'The monthly energy bill'],
      firstRow: 'How often consumption is measured',
      plans: 'Compare the plans',
    },
    yes: 'Yes',
    no: 'No',
  },
  de: {
    link: {
      h1: 'Ihre Systeme: einmal verbunden, jede Minute überwacht',
      sections: ['Die Standards, die Ihre Partner schon sprechen', 'Wie eine Verbindung in drei Wochen live geht', 'Fällt ein System aus, geht nichts verloren', 'Was täglich durch Storm Link läuft', 'Drei Wege, Daten zwischen Systemen zu bewegen', 'Was IT-Leiter uns zuerst fragen'],
      caption: 'Storm Link im Vergleich mit Skripten zwischen Systemen und Export und Import von Hand',
      columns: ['Was Sie bekommen', 'Storm Link', 'Skripte zwischen Systemen', 'Export und Import von Hand'],
      firstRow: 'Jede Nachricht ist nachvollziehbar und durchsuchbar',
    },
    energy: {
      h1: 'Wissen Sie, was jede Maschine, jede Linie und jeder Standort an Energie kostet',
      sections: ['Wohin die Energie fließt und wer das ändern kann', 'Was unsere Kunden im ersten Jahr eingespart haben', 'Drei Wege, Ihre Energiekosten zu kennen', 'Was Energiemanager uns zuerst fragen'],
      rows: ['Von der Rechnung des Standorts bis zur Maschine, die sie in die Höhe treibt', 'Eine Warnung zehn Minuten vor der Spitze, nicht erst auf der nächsten Rechnung', 'Jeder Standort mit demselben Maßstab gemessen', 'Die Zahlen fürs Audit in zwei Tagen statt drei Wochen'],
      caption: 'Storm Sense im Vergleich mit Tabellen und Zählerablesungen und mit der monatlichen Energierechnung',
      columns: ['Was Sie wissen', 'Storm Sense', 'Tabellen und Zählerablesungen', 'Die monatliche Energierechnung'],
      firstRow: 'Wie oft der Verbrauch gemessen wird',
      plans: 'Pakete vergleichen',
    },
    yes: 'Ja',
    no: 'Nein',
  },
} as const

/** A comparison table as assistive technology reads it: named by its caption, with its column headers and a first row header. */
async function expectComparison(page: Page, table: { caption: string; columns: readonly string[]; firstRow: string }) {
  const region = page.getByRole('region', { name: table.caption })
  const grid = region.getByRole('table', { name: table.caption })
  await expect(grid).toBeVisible()
  await expect(grid.locator('caption')).toHaveText(table.caption)
  await expect(grid.getByRole('columnheader')).toHaveText([...table.columns])
  await expect(grid.getByRole('rowheader').first()).toHaveText(table.firstRow)
  return { region, grid }
}

for (const lang of LANGUAGES) {
  const texts = PLATFORM[lang]
  test.describe(`Platform demos (${lang})`, () => {
    oneLanguage(lang, '/saas/v3 presents Storm Link, its integrations lead to their pages, its comparison is a table', async ({ page, visit }) => {
      await visit(`/${lang}/saas/v3`)
      await expect(page.getByRole('heading', { level: 1, name: texts.link.h1 })).toBeVisible()
      for (const name of texts.link.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

      // Every entry of the integrations collection, each a link to its own page, which answers.
      const links = page.getByRole('region', { name: texts.link.sections[0] }).locator(`a[href^="/${lang}/saas/integrations/"]`)
      await expect(links).toHaveCount(8)
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
      const first = links.first()
      const title = (await first.textContent()) ?? ''
      await first.click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/saas/integrations/[a-z0-9-]+/?$`))
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    })

    oneLanguage(lang, "/saas/v3's comparison has its caption and headers, checks and crosses with words", async ({ page, visit }) => {
      await visit(`/${lang}/saas/v3`)
      const { grid } = await expectComparison(page, texts.link)
      const firstRow = grid.getByRole('row').nth(1)
      await expect(firstRow.getByRole('cell')).toHaveText([texts.yes, texts.no, texts.no])
    })

    oneLanguage(lang, '/saas/v4 presents Storm Sense for energy, with feature rows, a comparison table and the way to the plans', async ({ page, visit }) => {
      await visit(`/${lang}/saas/v4`)
      await expect(page.getByRole('heading', { level: 1, name: texts.energy.h1 })).toBeVisible()
      for (const name of texts.energy.sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      for (const name of texts.energy.rows) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
      await expectComparison(page, texts.energy)
      await expect(page.getByRole('link', { name: texts.energy.plans })).toHaveAttribute('href', new RegExp(`^/${lang}/pricing/?$`))
    })
  })
}

test.describe('Comparison table on a phone', () => {
  test('en: /saas/v4: the table scrolls sideways by keyboard at 360 px, and the pricing page uses the same table', async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await visit('/en/saas/v4')
    const { region } = await expectComparison(page, PLATFORM.en.energy)
    // The page itself does not scroll sideways; the table's region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await region.focus()
    await expect(region).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)

    await visit('/en/pricing')
    await expectComparison(page, { caption: 'Features included in each plan', columns: ['Feature', 'Starter', 'Business', 'Enterprise'], firstRow: 'Hosting, backups and security updates' })
  })
})
