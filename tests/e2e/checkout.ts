import type { Page } from '@playwright/test'
import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'

/** A guest's valid checkout details, by the English label of their field. */
const GUEST = {
  'Full name': 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Phone: '+90 532 123 45 67',
  Address: 'Cengiz Topel Cad. 12',
  City: 'Eskişehir',
  'Postal code': '26130',
  'Card number': '4242 4242 4242 4242',
  'Expiry date (MM/YY)': '12/30',
  'Security code (CVC)': '123',
}

/**
 * Fills the checkout with a guest's valid details (`card` changes the card's fields) and Türkiye
 * as the country; returns what it typed, by the English label of each field.
 */
export async function fillCheckout(page: Page, lang: Lang, card: Partial<typeof GUEST> = {}): Promise<Record<string, string>> {
  const form = page.getByRole('form')
  const values = { ...GUEST, ...card }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(say(lang, label), { exact: true }).fill(value)
  await form.getByRole('combobox', { name: say(lang, 'Country') }).selectOption('TR')
  return values
}
