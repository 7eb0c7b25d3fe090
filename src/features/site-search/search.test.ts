// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indexEntries, normalize, search, type SearchEntry } from './search'

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
