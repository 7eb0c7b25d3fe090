import { describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { searchablePages, searchPages } from './search'

describe('site search', () => {
  it('finds pages by words of their translated title, ignoring case and accents', async () => {
    const pages = searchablePages(await loadI18n('de'))
    expect(searchPages(pages, 'kontakt', 'de-DE').map((hit) => hit.page)).toEqual(['contact', 'contact/v1', 'contact/v2'])
    expect(searchPages(pages, '  ', 'de-DE')).toEqual([])
    expect(searchPages(pages, 'nothing like this', 'de-DE')).toEqual([])
  })

  it('matches Turkish titles typed without Turkish letters', async () => {
    const pages = searchablePages(await loadI18n('tr'))
    expect(searchPages(pages, 'iletisim', 'tr-TR').map((hit) => hit.page)).toEqual(['contact', 'contact/v1', 'contact/v2'])
  })
})
