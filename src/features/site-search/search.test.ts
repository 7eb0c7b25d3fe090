// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indexEntries, normalize, search, withAliases, type SearchEntry } from './search'

const entry = (id: string, title: string, summary = ''): SearchEntry => ({ id, kind: 'page', title, summary, url: `/x/${id}` })

describe('normalize', () => {
  it('forgives case and Turkish and German letters', () => {
    expect(normalize('İLETİŞİM')).toBe('iletisim')
    expect(normalize('Iğdır Çağ Öz')).toBe('igdir cag oz')
    expect(normalize('Şifremi unuttum')).toBe('sifremi unuttum')
    expect(normalize('Straße Größe Über')).toBe('strasse grosse uber')
  })
})

describe('search', () => {
  const index = indexEntries([
    entry('contact', 'İletişim', 'Bize yazın'),
    entry('contact-v1', 'İletişim v1', 'Formlu bir iletişim sayfası'),
    entry('faq', 'Sıkça sorulan sorular', 'Projelerin ne kadar sürdüğü'),
    entry('pricing', 'Preise', 'Tarife für jede Größe'),
    entry('team', 'Team', 'Die Menschen hinter Storm'),
  ])

  it('finds by title, ignoring case and Turkish letters, best match first', () => {
    expect(search(index, 'iletisim').map((hit) => hit.id)).toEqual(['contact', 'contact-v1'])
    expect(search(index, 'SIKCA').map((hit) => hit.id)).toEqual(['faq'])
  })

  it('finds by summary too, after title matches', () => {
    expect(search(index, 'grosse').map((hit) => hit.id)).toEqual(['pricing'])
    expect(search(index, 'storm').map((hit) => hit.id)).toEqual(['team'])
    expect(search(index, 'iletişim sayfası').map((hit) => hit.id)).toEqual(['contact-v1'])
  })

  it('ranks a title that starts with the query above one that contains it', () => {
    const ranked = indexEntries([entry('a', 'Blog post v1'), entry('b', 'Our blog'), entry('c', 'Blog')])
    expect(search(ranked, 'blog').map((hit) => hit.id)).toEqual(['a', 'c', 'b'])
  })

  it('finds nothing for an empty query or a miss', () => {
    expect(search(index, '   ')).toEqual([])
    expect(search(index, 'zzz')).toEqual([])
  })
})

describe('other languages', () => {
  const tr = [entry('product:storm-hoodie', 'Storm kapüşonlu', 'Giyim'), entry('page:pricing', 'Fiyatlandırma'), entry('page:team', 'Ekip')]
  const en = [entry('product:storm-hoodie', 'Storm hoodie', 'Clothing'), entry('page:pricing', 'Pricing'), entry('page:team', 'Team')]
  const de = [entry('product:storm-hoodie', 'Storm-Hoodie', 'Kleidung'), entry('page:pricing', 'Preise'), entry('page:team', 'Team')]

  it('lends each entry its titles in the other languages, without repeating its own', () => {
    const merged = withAliases(tr, [en, de])
    expect(merged.map((item) => item.aliases)).toEqual([['Storm hoodie', 'Storm-Hoodie'], ['Pricing', 'Preise'], ['Team']])
    expect(withAliases(en, [de]).find((item) => item.id === 'page:team')?.aliases).toBeUndefined()
  })

  it("finds an entry by another language's title and shows it in the page's language, after own-title matches", () => {
    const index = indexEntries([...withAliases(tr, [en, de]), entry('page:prices-faq', 'Preise und Fragen')])
    expect(search(index, 'hoodie').map((hit) => hit.title)).toEqual(['Storm kapüşonlu'])
    expect(search(index, 'preise').map((hit) => hit.id)).toEqual(['page:prices-faq', 'page:pricing'])
  })
})
