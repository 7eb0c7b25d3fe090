// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLIENTS, type ClientFacts } from '../../src/site/client-facts.ts'
import { catalogTexts, contentFiles, LANGS, type ContentFile, type Lang, type Text } from './texts.ts'
import { CLIENT_IDS, COMPANY, OFFICE_COUNT, type ClientId } from '../../src/site/facts.ts'

// One set of facts (src/site/facts.ts): every catalog message and every content file, in every
// language, agrees with the company's figures and with the fact sheet of each client it names.
// Pure file reading: no rendering, no build.

// Numbers as the texts write them: digits (1,200 / 1.200 / 99.95 / 99,95) and, for counts, words.
const WORDS: Record<Lang, readonly string[]> = {
  en: ['zero', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  tr: ['sıfır', '', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on'],
  de: ['null', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
}
const TENS: Record<Lang, readonly string[]> = {
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  tr: ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'],
  de: ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
}

/** The number a word (or two, "twenty-three", "on beş", "dreiundzwanzig") stands for, up to 99; "one" is left out (an article in Turkish and German). */
function wordNumber(lang: Lang, word: string): number | undefined {
  const lower = word.toLocaleLowerCase(lang)
  for (let n = 0; n < 100; n++) {
    const tens = TENS[lang][Math.floor(n / 10)] ?? ''
    const unit = WORDS[lang][n % 10] ?? ''
    const names =
      n < WORDS[lang].length
        ? [WORDS[lang][n]]
        : n % 10 === 0
          ? [tens]
          : lang === 'en'
            ? [`${tens}-${unit}`]
            : lang === 'tr'
              ? [`${tens} ${unit}`]
              : [`${unit === '' ? 'ein' : unit}und${tens}`]
    if (names.some((name) => name !== '' && name === lower)) return n
  }
  return undefined
}

function digitNumber(token: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(token)) return Number(token.replaceAll(/[.,]/g, ''))
  return Number(token.replace(',', '.'))
}

/** Every number written in digits, e.g. in a case study's `results`. */
function digitsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\w.,])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(?![\d])/g)].map((match) => digitNumber(match[1] ?? ''))
}

// What a client is counted in: "four warehouses", "140 looms", "on beş müşterimizin", "vier Lagern".
const NUMBER_WORD = "(\\d[\\d.,]*|[a-zäöüßçğıİşı]+(?:[- ][a-zäöüßçğışı]+)?|[a-zäöüß]+und[a-zäöüß]+)"
const COUNTED: Record<Lang, RegExp> = {
  en: new RegExp(`\\b${NUMBER_WORD}\\s+(?:more\\s+)?(plants|warehouses|looms|dyeing machines|hospitals|carriers|customers|interfaces|scripts|companies|solar plants)\\b`, 'giu'),
  tr: new RegExp(`(?<![\\p{L}])${NUMBER_WORD}\\s+(fabrika|depo|dokuma tezgâh|tezgâh|boya makine|hastane|taşıyıcı|müşteri|arayüz|betik|şirket)`, 'giu'),
  de: new RegExp(`(?<![\\p{L}])${NUMBER_WORD}\\s+(Werke|Werken|Lager|Lagern|Webmaschinen|Färbeanlagen|Krankenhäuser|Krankenhäusern|Carriern|Carrier|Kunden|Schnittstellen|Skripte|Gesellschaften|Solarparks)\\b`, 'gu'),
}

// "the other two plants" counts a part, not the whole.
const PART = /\b(?:other|remaining|first|diğer|öteki|ilk|anderen|übrigen|ersten)\s*$/iu
const PART_WORD = /^(?:other|remaining|first|diğer|öteki|ilk|anderen|übrigen|ersten)\s/iu

// What a counted noun counts, as the fact sheet names it: "customers" must equal a figure whose key
// says customer (15 for Bergmann Logistik), not any figure of the client (its 40 seconds).
// ("Thirty-eight customer and carrier systems" counts both: systemsConnected.)
const CONCEPTS: readonly { concept: RegExp; nouns: RegExp }[] = [
  { concept: /loom/i, nouns: /looms|tezgâh|Webmaschinen/iu },
  { concept: /dyeing/i, nouns: /dyeing machines|boya makine|Färbeanlagen/iu },
  { concept: /hospital/i, nouns: /hospitals|hastane|Krankenh/iu },
  { concept: /carrier|systemsConnected/i, nouns: /carriers|taşıyıcı|Carrier/iu },
  { concept: /customer|systemsConnected/i, nouns: /customers|müşteri|Kunden/iu },
  { concept: /interface/i, nouns: /interfaces|scripts|arayüz|betik|Schnittstellen|Skripte/iu },
  { concept: /compan/i, nouns: /companies|şirket|Gesellschaften/iu },
]

/** The values a count may take: the figures of its concept, or the number of sites. */
function allowedCount(client: ClientFacts, noun: string): Set<number> {
  const concept = CONCEPTS.find((entry) => entry.nouns.test(noun))?.concept
  if (concept === undefined) return new Set([client.sites.count])
  return new Set(Object.entries(client.figures).flatMap(([key, value]) => (concept.test(key) ? [value] : [])))
}

function counts(text: Text): { phrase: string; noun: string; value: number }[] {
  return [...text.text.matchAll(COUNTED[text.lang])].flatMap((match) => {
    if (PART.test(text.text.slice(Math.max(0, match.index - 20), match.index)) || PART_WORD.test(match[0])) return []
    const token = match[1] ?? ''
    const lastWord = token.split(/[ ]/).at(-1) ?? token
    const value = /^\d/.test(token) ? digitNumber(token) : (wordNumber(text.lang, token) ?? wordNumber(text.lang, lastWord))
    return value === undefined ? [] : [{ phrase: match[0], noun: match[2] ?? '', value }]
  })
}

/** The numbers a client's texts may state: its figures and its number of sites. */
function allowed(client: ClientFacts): Set<number> {
  return new Set([...Object.values(client.figures), client.sites.count])
}

function clientsNamedIn(text: string): ClientId[] {
  return CLIENT_IDS.filter((id) => text.includes(CLIENTS[id].name))
}

// The towns the clients' texts place them in; a text naming one client may name only its own.
const CITIES = ['Manisa', 'Bursa', 'İzmir', 'Izmir', 'Konya', 'Kahramanmaraş']

const catalogs = LANGS.flatMap(catalogTexts)

interface Testimonial {
  where: string
  client: ClientId
  quote: string
  name: string
}

/**
 * The testimonials of the demo pages as their source writes them: a quote message, a person's name
 * and `company: CLIENT_NAMES['…']` (an object or a <Quote> element), read from the files, not rendered.
 */
function testimonials(): Testimonial[] {
  return globSync('src/features/**/*.tsx')
    .filter((path) => !path.includes('.test.'))
    .flatMap((path) => {
      const source = readFileSync(path, 'utf8')
      return [...source.matchAll(/company(?:=\{|: )CLIENT_NAMES\['([\w-]+)'\]/g)].flatMap((match) => {
        const before = source.slice(0, match.index)
        const block = before.slice(before.lastIndexOf('quote'))
        const quote = /quote(?:=\{|: )(?:t|msg)`([^`]*)`/.exec(block)?.[1]
        const name = /name(?:=|: )["']([^"']+)["']/.exec(block)?.[1]
        const client = CLIENT_IDS.find((id) => id === match[1])
        return client === undefined || quote === undefined || name === undefined ? [] : [{ where: `${path}: ${name}`, client, quote, name }]
      })
    })
}
const quotes = testimonials()
const content = LANGS.flatMap(contentFiles)
/** A content file's client: its own front matter's, or (a translation) its English file's. */
const englishClient = new Map(content.filter((file) => file.lang === 'en').map((file) => [file.path.replace(/^locales\/en\//, ''), file.front.client]))
function clientOf(file: ContentFile): string | undefined {
  return file.front.client ?? englishClient.get(file.path.replace(/^locales\/\w+\//, ''))
}

const contentTexts: Text[] = content.map((file) => ({
  where: file.path,
  lang: file.lang,
  text: [file.front.title, file.front.description, file.front.quote, file.front.quoteBy, file.body].join('\n'),
}))

describe('the facts', () => {
  it('are consistent in themselves', () => {
    const kuzey = CLIENTS['kuzey-tekstil'].figures
    expect(kuzey.machinesConnected).toBe((kuzey.looms ?? 0) + (kuzey.dyeingMachines ?? 0))
    const bergmann = CLIENTS['bergmann-logistik'].figures
    expect(bergmann.systemsConnected).toBe((bergmann.carriersConnected ?? 0) + (bergmann.customersConnected ?? 0))
    expect(CLIENTS['ege-makina'].sites.places).toHaveLength(CLIENTS['ege-makina'].sites.count)
    // SPEC.md §9's figures are the client's.
    expect(COMPANY).toMatchObject({ foundingYear: 2013, sectors: 120, products: 200, customers: 600, satisfactionPercent: 100 })
  })

  it('have a fact sheet for every client a content file names in its front matter', () => {
    const named = new Set(content.map((file) => file.front.client).filter((client) => client !== undefined))
    expect([...named].filter((client) => !(CLIENT_IDS as readonly string[]).includes(client))).toEqual([])
  })
})

describe('client texts agree with the fact sheets', () => {
  it("state in front matter only the figures of the client's fact sheet", () => {
    const wrong = content.flatMap((file) => {
      const id = CLIENT_IDS.find((client) => client === clientOf(file))
      if (id === undefined) return []
      const ok = allowed(CLIENTS[id])
      const stated = [file.front.results, file.front.figures].filter((field) => field !== undefined).join(', ')
      return digitsIn(stated.replaceAll(/\b\d+G\b/g, ''))
        .filter((value) => !ok.has(value))
        .map((value) => `${file.path}: ${value} is not a figure of ${CLIENTS[id].name}`)
    })
    expect(wrong).toEqual([])
  })

  it('count sites, machines, carriers and customers as the fact sheet does, in every language', () => {
    const wrong = [...catalogs, ...contentTexts].flatMap((text) =>
      clientsNamedIn(text.text).flatMap((id) => {
        return counts(text)
          .filter(({ noun, value }) => !allowedCount(CLIENTS[id], noun).has(value))
          .map(({ phrase }) => `${text.where}: "${phrase}" disagrees with the fact sheet of ${CLIENTS[id].name}`)
      }),
    )
    expect(wrong).toEqual([])
  })

  it("place a client where its fact sheet does and quote only its people", () => {
    const wrong = [...catalogs, ...contentTexts].flatMap((text) =>
      clientsNamedIn(text.text).flatMap((id) => {
        const client = CLIENTS[id]
        const others = CLIENT_IDS.filter((other) => other !== id).flatMap((other) => CLIENTS[other].people.map((person) => person.name))
        const single = clientsNamedIn(text.text).length === 1
        const cities = single ? CITIES.filter((city) => text.text.includes(city)).map((city) => (city === 'Izmir' ? 'İzmir' : city)) : []
        const misplaced = cities.filter((city) => !client.sites.places.includes(city) && client.city !== city).map((city) => `${text.where}: ${client.name} is not in ${city}`)
        const strangers = others.filter((name) => single && text.text.includes(name)).map((name) => `${text.where}: ${name} does not work for ${client.name}`)
        return misplaced.concat(strangers)
      }),
    )
    expect(wrong).toEqual([])
  })
})

// Storm's own figures as each language states them; every match must equal the facts.
const COMPANY_CLAIMS: { name: string; expected: number; patterns: Record<Lang, readonly RegExp[]>; unless?: RegExp }[] = [
  {
    name: 'customers',
    expected: COMPANY.customers,
    patterns: {
      en: [/\b(\d[\d,]*)\+?\s+(?:happy\s+)?customers\b/gu],
      tr: [/(?<![\d.])(\d[\d.]*)\+?(?:'[a-zçğıöşü]+)?\s+(?:fazla\s+)?(?:mutlu\s+)?müşteri/gu],
      de: [/(?<![\d.])(\d[\d.]*)\+?\s+(?:zufriedene[n]?\s+)?Kunden\b/gu],
    },
  },
  {
    name: 'sectors',
    expected: COMPANY.sectors,
    patterns: {
      en: [/\b(\d+)\+?\s+(?:different\s+)?sectors\b/gu],
      tr: [/(?<![\d.])(\d+)\+?(?:'[a-zçğıöşü]+)?\s+(?:fazla\s+)?(?:farklı\s+)?sektör/gu],
      de: [/(?<![\d.])(\d+)\+?\s+(?:verschiedene[n]?\s+)?Branchen\b/gu],
    },
  },
  {
    name: 'products and projects',
    expected: COMPANY.products,
    patterns: {
      en: [/\b(\d+)\+?\s+(?:products|projects)\b/gu, /^(\d+)\+$/gu],
      tr: [/(?<![\d.:])(\d+)\+?(?:'[a-zçğıöşü]+)?\s+(?:fazla\s+)?(?:ürün|proje)/gu, /^(\d+)\+$/gu],
      de: [/(?<![\d.])(\d+)\+?\s+(?:Produkte|Projekte)\b/gu, /^(\d+)\+$/gu],
    },
  },
  {
    name: 'the founding year',
    expected: COMPANY.foundingYear,
    patterns: {
      en: [
        /\bfounded\b[^.]{0,60}?\b((?:19|20)\d\d)\b/giu,
        /\b((?:19|20)\d\d)\b[^.]{0,40}\bfounded\b/giu,
        /(?<!At )\b(?:Storm|software engineering|companies around us)[^.]{0,10}\bsince ((?:19|20)\d\d)\b/giu,
        /^since ((?:19|20)\d\d),? we\b/giu,
      ],
      tr: [/((?:19|20)\d\d)[^.]{0,40}kurul/gu, /kurul[^.]{0,40}((?:19|20)\d\d)/gu, /Storm[^.]{0,20}((?:19|20)\d\d)'(?:ten|den)/gu, /^((?:19|20)\d\d)'(?:ten|den) (?:bu yana|beri)/gu],
      de: [/gegründet[^.]{0,40}((?:19|20)\d\d)/gu, /((?:19|20)\d\d)[^.]{0,40}gegründet/gu, /\bStorm[^.]{0,20}seit ((?:19|20)\d\d)/gu, /^Seit ((?:19|20)\d\d) /gu],
    },
    // A person's own years with Storm, or an office's opening, are not the company's founding.
    unless: /joined|katıl|with Storm|At Storm|ist (?:sie|er) seit|Storm und ist seit|ofis|office|Büro|Standort/iu,
  },
  {
    name: 'offices',
    expected: OFFICE_COUNT,
    patterns: {
      en: [/\b(\w+)\s+offices\b/giu],
      tr: [/(?<![\p{L}])(\p{L}+)\s+ofis/giu],
      de: [/\b(\p{L}+)\s+(?:Standorten|Büros)\b/giu],
    },
  },
  {
    name: 'customer satisfaction',
    expected: COMPANY.satisfactionPercent,
    patterns: {
      en: [/\b(\d+)\s?%\s+(?:customer\s+)?satisfaction\b/giu],
      tr: [/%(\d+)\s+(?:müşteri\s+)?memnuniyet/giu],
      de: [/\b(\d+)\s?%\s+Kundenzufriedenheit\b/giu],
    },
  },
]

// Storm is not small beside 600+ customers in four offices.
const SMALL: Record<Lang, RegExp> = { en: /\bwe are a small team\b/iu, tr: /küçük bir ekibiz/iu, de: /\bwir sind ein kleines Team\b/iu }

/** Texts about Storm: a text that names a client states the client's figures, not Storm's. */
const companyTexts = [...catalogs, ...contentTexts].filter((text) => clientsNamedIn(text.text).length === 0)

describe('testimonials agree with the fact sheets', () => {
  it('are found in the demo pages', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(10)
  })

  it("quote only the client's own people", () => {
    const wrong = quotes.filter((quote) => !CLIENTS[quote.client].people.some((person) => person.name === quote.name))
    expect(wrong.map((quote) => `${quote.where} is not on the fact sheet of ${CLIENTS[quote.client].name}`)).toEqual([])
  })

  it('count as the fact sheet does, in the English quote and in its translations', () => {
    const wrong = quotes.flatMap((quote) => {
      const texts = catalogs.filter((text) => text.where.includes(`"${quote.quote}"`))
      return [{ where: quote.where, lang: 'en' as const, text: quote.quote }, ...texts].flatMap((text) =>
        counts(text)
          .filter(({ noun, value }) => !allowedCount(CLIENTS[quote.client], noun).has(value))
          .map(({ phrase }) => `${text.where}: "${phrase}" disagrees with the fact sheet of ${CLIENTS[quote.client].name}`),
      )
    })
    expect(wrong).toEqual([])
  })
})

describe("Storm's figures agree with the facts in every language", () => {
  for (const claim of COMPANY_CLAIMS) {
    it(`states ${claim.name} as ${claim.expected}`, () => {
      const wrong = companyTexts.flatMap((text) =>
        claim.patterns[text.lang].flatMap((pattern) =>
          [...text.text.matchAll(pattern)].flatMap((match) => {
            const token = match[1] ?? ''
            const value = /^\d/.test(token) ? digitNumber(token) : wordNumber(text.lang, token)
            return value === undefined || value === claim.expected || claim.unless?.test(match[0]) === true || (claim.name === 'offices' && value < 2) ? [] : [`${text.where}: "${match[0]}" (the facts say ${claim.expected})`]
          }),
        ),
      )
      expect(wrong).toEqual([])
    })
  }

  it('never calls Storm a small team', () => {
    expect(companyTexts.filter((text) => SMALL[text.lang].test(text.text)).map((text) => text.where)).toEqual([])
  })
})
