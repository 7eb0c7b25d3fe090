// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { forbiddenVariants, hyphenMinuses, lengthLimit, markdownOutline, parseGlossary, structureProblems, visibleLength } from '../../scripts/translations/rules.ts'

const GLOSSARY = `# Glossar

| Englisch | Deutsch | Vermeiden | Hinweis |
|---|---|---|---|
| plan (pricing tier) | Paket | Tarif* | |
| VAT | **MwSt.** | \`Steuer\` | |
| key user | Key-User | Key User, Power-User | |

Text between tables ends a table.

| İngilizce | Türkçe | Kullanmayın |
|---|---|---|
| Storm Plan | Plan'a | Plan'e, Plan'de* |
`

describe('glossary', () => {
  const glossary = parseGlossary(GLOSSARY)

  it('reads each table row as a term, the word to write and the variants to avoid', () => {
    expect(glossary).toEqual([
      { english: 'plan (pricing tier)', use: 'Paket', avoid: ['Tarif*'] },
      { english: 'VAT', use: 'MwSt.', avoid: ['Steuer'] },
      { english: 'key user', use: 'Key-User', avoid: ['Key User', 'Power-User'] },
      { english: 'Storm Plan', use: "Plan'a", avoid: ["Plan'e", "Plan'de*"] },
    ])
  })

  it('finds a forbidden variant in any case, with any ending where the variant ends in *', () => {
    const found = (text: string, lang = 'de') => forbiddenVariants(text, glossary, lang).map((item) => item.found)
    expect(found('Tarife vergleichen; im Enterprise-Tarif enthalten')).toEqual(['Tarife', 'Tarif'])
    expect(found('Die Steuer wird addiert. Unsere KEY USER testen.')).toEqual(['Steuer', 'KEY USER'])
  })

  it('leaves words alone that only contain a variant', () => {
    expect(forbiddenVariants('Ihre Steuernummer und die Steuerung; Pakete vergleichen', glossary, 'de')).toEqual([])
  })

  it("reads Turkish suffixes after a product's apostrophe, straight or curly", () => {
    const found = (text: string) => forbiddenVariants(text, glossary, 'tr').map((item) => item.found)
    expect(found("Veri Storm Plan'e akar; Plan’deki iş merkezi")).toEqual(["Plan'e", 'Plan’deki'])
    expect(found("Veri Storm Plan'a akar; Plan'daki iş merkezi")).toEqual([])
  })
})

describe('minus sign', () => {
  it('names a hyphen written as the minus sign of a figure', () => {
    expect(hyphenMinuses('-38 % weniger Fehler; Temperaturen bis -20 °C')).toEqual(['-38', '-20'])
    expect(hyphenMinuses('Fire %12 azaldı (-%12)')).toEqual(['-%12'])
  })

  it('accepts the minus sign, and hyphens inside words, ranges and dates', () => {
    expect(hyphenMinuses('−38 %, −%38, e-Fatura, 2-3 Wochen, 2026-11-29, Key-User, - eine Liste')).toEqual([])
  })
})

describe('length limits', () => {
  it("reads the limit a message's comment states", () => {
    expect(lengthLimit(['Meta description of the page. Max 160 characters.'])).toBe(160)
    expect(lengthLimit(['Button label', 'at most 24 chars'])).toBe(24)
    expect(lengthLimit(['A heading'])).toBeNull()
  })

  it("counts what a reader sees: not the element tags of a message", () => {
    expect(visibleLength('<0>Pakete</0> vergleichen')).toBe('Pakete vergleichen'.length)
    expect(visibleLength('Güç')).toBe(3)
  })
})

describe('Markdown structure', () => {
  const ENGLISH = `Intro with [a link](https://example.com/a).

## First

Text, see [contact](/en/contact).

### Detail

- an item with [another](https://example.com/b)

## Second
`
  const GERMAN = `Einleitung mit [Link](https://example.com/a).

## Erstens

Text, siehe [Kontakt](/de/contact).

### Detail

- ein Punkt mit [noch einem](https://example.com/b)

## Zweitens
`

  it('reads the sections and links, a link to the site without its language', () => {
    expect(markdownOutline(ENGLISH)).toEqual({ headings: [2, 3, 2], links: ['https://example.com/a', '/{lang}/contact', 'https://example.com/b'] })
  })

  it('accepts a translation with the same sections and links', () => {
    expect(structureProblems(ENGLISH, GERMAN)).toEqual([])
  })

  it('names a dropped section, a dropped link and an added one', () => {
    const broken = GERMAN.replace('### Detail\n', '').replace('[noch einem](https://example.com/b)', 'noch einem').replace('## Zweitens', '## Zweitens\n\n[mehr](https://example.com/c)')
    expect(structureProblems(ENGLISH, broken)).toEqual([
      'has the sections h2 h2, the English file h2 h3 h2: keep every section, at its level and in its order',
      'drops the link to https://example.com/b: keep every link of the English file',
      'adds a link to https://example.com/c, which the English file does not have',
    ])
  })
})
