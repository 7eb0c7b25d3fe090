// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONSENT_STORAGE_KEY } from '~/features/consent/consent'
import { THEME_STORAGE_KEY } from '~/features/theme/theme'
import { VISITOR_ID_STORAGE_KEY } from '~/features/analytics/constants'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '~/features/shop/storage-keys'
import { editableText, STORAGE_ENTRIES, validateEdit, type StorageEntry } from './storage-entries'

function entry(key: string): StorageEntry {
  const found = STORAGE_ENTRIES.find((candidate) => candidate.key === key)
  if (found === undefined) throw new Error(`No storage entry ${key}`)
  return found
}

describe('a storage edit in the devtools', () => {
  it('covers the cart, wishlist, theme, consent and visitor id', () => {
    expect(STORAGE_ENTRIES.map((candidate) => candidate.key)).toEqual([CART_STORAGE_KEY, WISHLIST_STORAGE_KEY, THEME_STORAGE_KEY, CONSENT_STORAGE_KEY, VISITOR_ID_STORAGE_KEY])
  })

  it('is written as the site stores it when the schema accepts it', () => {
    expect(validateEdit(entry(THEME_STORAGE_KEY), ' "dark" ')).toEqual({ ok: true, stored: '"dark"' })
    const consent = { version: 1, statistics: true, externalMedia: false, decidedAt: '2026-11-29T01:00:00.000Z' }
    expect(validateEdit(entry(CONSENT_STORAGE_KEY), JSON.stringify(consent, null, 2))).toEqual({ ok: true, stored: JSON.stringify(consent) })
    expect(validateEdit(entry(CONSENT_STORAGE_KEY), 'null')).toEqual({ ok: true, stored: 'null' })
  })

  it('stores the visitor id as bare text', () => {
    const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'
    expect(validateEdit(entry(VISITOR_ID_STORAGE_KEY), JSON.stringify(id))).toEqual({ ok: true, stored: id })
    expect(editableText(entry(VISITOR_ID_STORAGE_KEY), id)).toBe(JSON.stringify(id))
  })

  it('is refused with the reason when it is not JSON', () => {
    const result = validateEdit(entry(THEME_STORAGE_KEY), 'dark')
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.reason).toMatch(/^Not JSON: /)
  })

  it('is refused with the schema issue and its path', () => {
    const theme = validateEdit(entry(THEME_STORAGE_KEY), '"sepia"')
    expect(theme.ok ? '' : theme.reason).toMatch(/"light" \| "dark" \| "auto"/)
    const consent = validateEdit(entry(CONSENT_STORAGE_KEY), '{"version":1,"statistics":"yes","externalMedia":false,"decidedAt":""}')
    expect(consent.ok ? '' : consent.reason).toMatch(/^statistics: /)
    const wishlist = validateEdit(entry(WISHLIST_STORAGE_KEY), '["no-such-product"]')
    expect(wishlist.ok).toBe(false)
    expect(validateEdit(entry(VISITOR_ID_STORAGE_KEY), '"not-a-uuid"').ok).toBe(false)
  })

  it('is refused when longer than the site reads', () => {
    const long = { ...entry(THEME_STORAGE_KEY), schema: entry(VISITOR_ID_STORAGE_KEY).schema, maxLength: 10 }
    const result = validateEdit(long, JSON.stringify('1b4e28ba-2fa1-41d2-883f-0016d3cca427'))
    expect(result.ok ? '' : result.reason).toBe('Longer than the 10 characters the site reads')
  })

  it('starts from the stored value, pretty-printed, or from the default', () => {
    expect(editableText(entry(THEME_STORAGE_KEY), null)).toBe('"auto"')
    expect(editableText(entry(WISHLIST_STORAGE_KEY), '["a","b"]')).toBe('[\n  "a",\n  "b"\n]')
    expect(editableText(entry(VISITOR_ID_STORAGE_KEY), null)).toBe('')
    expect(editableText(entry(CART_STORAGE_KEY), null)).toContain('"productId"')
  })
})
