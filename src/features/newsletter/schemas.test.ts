// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { NewsletterRequestSchema, createNewsletterSchema } from './schemas'

const messages: Record<Lang, string> = {
  en: 'Please enter your email',
  tr: 'Lütfen e-posta adresinizi girin',
  de: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
}

describe('createNewsletterSchema', () => {
  it.each(Object.entries(messages))('rejects an empty or malformed address in %s', async (lang, message) => {
    const schema = createNewsletterSchema(await loadI18n(lang as Lang))
    for (const Email of ['', '   ', 'name', 'name@', '@example.com', 'a b@example.com']) {
      const result = v.safeParse(schema, { Email })
      expect(result.success, Email).toBe(false)
      expect(result.issues?.[0]?.message).toBe(message)
    }
  })

  it('accepts a valid address and trims it', async () => {
    const schema = createNewsletterSchema(await loadI18n('en'))
    expect(v.parse(schema, { Email: '  ada@example.com ' })).toEqual({ Email: 'ada@example.com' })
  })

  it('rejects an address longer than 254 characters', async () => {
    const schema = createNewsletterSchema(await loadI18n('en'))
    const Email = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`
    expect(Email.length).toBe(255)
    expect(v.safeParse(schema, { Email }).success).toBe(false)
  })
})

describe('NewsletterRequestSchema', () => {
  it('rejects a missing Email, a wrong type and a malformed address', () => {
    for (const body of [{}, { Email: 42 }, { Email: 'nope' }, null, 'ada@example.com']) {
      expect(v.safeParse(NewsletterRequestSchema, body).success).toBe(false)
    }
    expect(v.safeParse(NewsletterRequestSchema, { Email: 'ada@example.com' }).success).toBe(true)
  })
})
