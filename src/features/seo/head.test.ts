// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headTags } from './head'
import { hostSeo } from './hosts'
import type { Lang } from '~/lib/languages'

const base = { description: 'About us', keywords: ['software'] } as const

describe('headTags', () => {
  it('titles the home page with the company name in Turkish and the software name otherwise', () => {
    const title = (lang: Lang) =>
      headTags('https://www.stormyazilim.com.tr', { ...base, lang, page: '', title: null }).meta.find((tag) => 'title' in tag)
    expect(title('tr')).toEqual({ title: 'Storm Yazılım' })
    expect(title('en')).toEqual({ title: 'Storm Software' })
    expect(title('de')).toEqual({ title: 'Storm Software' })
  })

  it('links the canonical URL and all four alternates on the configured origin', () => {
    const { links } = headTags('https://example.org/', { ...base, lang: 'de', page: 'contact', title: 'Kontakt' })
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://example.org/de/contact' },
      { rel: 'alternate', hrefLang: 'tr', href: 'https://example.org/tr/contact' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://example.org/en/contact' },
      { rel: 'alternate', hrefLang: 'de', href: 'https://example.org/de/contact' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://example.org/tr/contact' },
    ])
  })

  it('appends the Turkish provinces to the keywords', () => {
    const { meta } = headTags('https://example.org', { ...base, lang: 'en', page: '', title: null })
    const keywords = meta.find((tag) => 'name' in tag && tag.name === 'keywords')
    expect(keywords && 'content' in keywords ? keywords.content : '').toMatch(/^software, Adana, .*Eskişehir.*, Zonguldak$/)
  })

  it('marks the 404 page noindex, without canonical or alternates', () => {
    const { meta, links } = headTags('https://example.org', { ...base, lang: 'en', page: '404', title: 'Not found', noindex: true })
    expect(links).toEqual([])
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  })

  it('knows four hosts and falls back to generic settings for any other', () => {
    expect(hostSeo('www.stormsoftware.de').companyName).toBe('Storm Software GmbH')
    expect(hostSeo('WWW.STORMSOFTWARE.COM').twitterHandle).toBe('@stormsoftware')
    expect(hostSeo('preview.example.net').companyName).toBe('Storm Yazılım')
  })
})
