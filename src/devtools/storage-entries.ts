import * as v from 'valibot'
import { VISITOR_ID_STORAGE_KEY } from '~/features/analytics/constants'
import { VisitorIdSchema } from '~/features/analytics/schemas'
import { CONSENT_STORAGE_KEY, StoredConsentOrNullSchema } from '~/features/consent/consent'
import { StoredWishlistSchema } from '~/features/shop/schemas'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '~/features/shop/storage-keys'
import { StoredCartSchema } from '~/features/shop/cart/stored-cart'
import { DEMO_CART_ITEMS } from '~/features/shop/cart/demo-cart'
import { MAX_STORED_CART_LENGTH } from '~/features/shop/stored-line'
import { THEME_STORAGE_KEY, ThemePreferenceSchema } from '~/features/theme/theme'
import { MAX_STORED_LENGTH } from '~/lib/storage'

/**
 * A value the site keeps in local storage, as the Storage panel shows and edits it: the feature's
 * own key, schema and default, so that an edit is checked exactly as the site reads it.
 */
export interface StorageEntry {
  key: string
  label: string
  schema: v.GenericSchema
  /** What the site uses when nothing is stored; `undefined`: nothing is stored then (reset removes the key). */
  initial: unknown
  /** Longest stored text the site reads (src/lib/storage.ts). */
  maxLength: number
  /** `json`: stored as JSON (validatedStorage); `text`: the bare string (the visitor id). */
  format: 'json' | 'text'
}

export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  { key: CART_STORAGE_KEY, label: 'Cart', schema: StoredCartSchema, initial: [...DEMO_CART_ITEMS], maxLength: MAX_STORED_CART_LENGTH, format: 'json' },
  { key: WISHLIST_STORAGE_KEY, label: 'Wishlist', schema: StoredWishlistSchema, initial: [], maxLength: MAX_STORED_LENGTH, format: 'json' },
  { key: THEME_STORAGE_KEY, label: 'Theme', schema: ThemePreferenceSchema, initial: 'auto', maxLength: MAX_STORED_LENGTH, format: 'json' },
  { key: CONSENT_STORAGE_KEY, label: 'Consent', schema: StoredConsentOrNullSchema, initial: null, maxLength: MAX_STORED_LENGTH, format: 'json' },
  { key: VISITOR_ID_STORAGE_KEY, label: 'Visitor id', schema: VisitorIdSchema, initial: undefined, maxLength: MAX_STORED_LENGTH, format: 'text' },
]

/** The stored text shown as editable JSON; the default's JSON when nothing is stored. */
export function editableText(entry: StorageEntry, stored: string | null): string {
  if (stored === null) return entry.initial === undefined ? '' : JSON.stringify(entry.initial, null, 2)
  if (entry.format === 'text') return JSON.stringify(stored)
  try {
    return JSON.stringify(JSON.parse(stored), null, 2)
  } catch {
    return stored
  }
}

export type EditResult = { ok: true; stored: string } | { ok: false; reason: string }

/**
 * An edit checked as the site would read it: JSON first, then the feature's schema (every issue
 * named, with its path), then the length the site reads. `stored` is the text to write.
 */
export function validateEdit(entry: StorageEntry, text: string): EditResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `Not JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  const result = v.safeParse(entry.schema, json)
  if (!result.success) {
    const reasons = result.issues.map((issue) => {
      const path = v.getDotPath(issue)
      return path === null ? issue.message : `${path}: ${issue.message}`
    })
    return { ok: false, reason: reasons.join('; ') }
  }
  if (entry.format === 'text' && typeof result.output !== 'string') return { ok: false, reason: 'Stored as text: give a JSON string' }
  const stored = entry.format === 'text' && typeof result.output === 'string' ? result.output : JSON.stringify(result.output)
  if (stored.length > entry.maxLength) return { ok: false, reason: `Longer than the ${entry.maxLength} characters the site reads` }
  return { ok: true, stored }
}
