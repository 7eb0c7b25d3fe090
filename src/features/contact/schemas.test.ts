// @vitest-environment node
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES, type Lang } from '~/lib/languages'
import {
  CONTACT_FIELD_MAX_LENGTH,
  ContactFormRequestSchema,
  createContactFormSchema,
  EMPTY_CONTACT_FORM,
  toContactFormRequest,
  type ContactFormSchema,
  type ContactFormValues,
} from './schemas'

const MESSAGES: Record<Lang, Record<'name' | 'email' | 'number' | 'message', string>> = {
  en: {
    name: 'Please enter your name',
    email: 'Please enter your email',
    number: 'Please enter a phone number with at least seven digits, or leave the field empty',
    message: 'Please enter your message',
  },
  tr: {
    name: 'Lütfen adınızı girin',
    email: 'Lütfen e-posta adresinizi girin',
    number: 'Lütfen en az yedi haneli bir telefon numarası girin ya da alanı boş bırakın',
    message: 'Lütfen mesajınızı girin',
  },
  de: {
    name: 'Bitte geben Sie Ihren Namen ein',
    email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    number: 'Bitte geben Sie eine Telefonnummer mit mindestens sieben Ziffern ein oder lassen Sie das Feld leer',
    message: 'Bitte geben Sie Ihre Nachricht ein',
  },
}

const TOO_LONG: Record<Lang, (max: number) => string> = {
  en: (max) => `Please use at most ${max} characters`,
  tr: (max) => `Lütfen en fazla ${max} karakter kullanın`,
  de: (max) => `Bitte verwenden Sie höchstens ${max} Zeichen`,
}

const VALID: ContactFormValues = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  number: '(532) 123 45 67',
  company: 'Örnek A.Ş.',
  message: 'Merhaba, bir teklif almak istiyoruz.',
}

/** Messages per field, as TanStack Form receives them through Standard Schema. */
function errorsOf(schema: ContactFormSchema, values: ContactFormValues): Record<string, string[]> {
  const result = schema['~standard'].validate(values)
  if (result instanceof Promise) throw new Error('The schema must be synchronous')
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues ?? []) {
    const key = issue.path?.map((segment) => (typeof segment === 'object' ? segment.key : segment)).join('.') ?? ''
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

describe.each(LANGUAGES)('createContactFormSchema in %s', (lang) => {
  let schema: ContactFormSchema
  const messages = MESSAGES[lang]
  beforeAll(async () => {
    schema = createContactFormSchema(await loadI18n(lang))
  })

  it('accepts a complete form and trims its values', () => {
    expect(errorsOf(schema, VALID)).toEqual({})
    expect(v.parse(schema, { ...VALID, name: '  Ayşe Yılmaz  ' }).name).toBe('Ayşe Yılmaz')
  })

  it('reports the three required fields at once, one translated message each; phone and company may stay empty', () => {
    expect(errorsOf(schema, EMPTY_CONTACT_FORM)).toEqual({
      name: [messages.name],
      email: [messages.email],
      message: [messages.message],
    })
    expect(errorsOf(schema, { ...VALID, number: '', company: '' })).toEqual({})
    expect(errorsOf(schema, { ...VALID, number: '  ', company: ' ' })).toEqual({})
  })

  it('treats whitespace as empty', () => {
    expect(errorsOf(schema, { ...VALID, name: '   ', message: '\n\t' })).toEqual({
      name: [messages.name],
      message: [messages.message],
    })
  })

  it.each(['ayse', 'ayse@', '@example.com', 'ayse@example', 'ay se@example.com'])('rejects the email %j', (email) => {
    expect(errorsOf(schema, { ...VALID, email })).toEqual({ email: [messages.email] })
  })

  it.each(['0532 123 45 67', '+90 532 123 45 67', '(532) 123-45-67', '+49 30 23125000'])(
    'accepts the phone %j',
    (number) => {
      expect(errorsOf(schema, { ...VALID, number })).toEqual({})
    },
  )

  it.each(['abc', '12345', '0532 123 45 67 ext. 2'])('rejects the phone %j', (number) => {
    expect(errorsOf(schema, { ...VALID, number })).toEqual({ number: [messages.number] })
  })

  it('limits each field to its maximum length', () => {
    const max = CONTACT_FIELD_MAX_LENGTH
    const longEmail = `${'a'.repeat(max.email)}@example.com`
    expect(
      errorsOf(schema, {
        name: 'a'.repeat(max.name + 1),
        email: longEmail,
        number: '1'.repeat(max.number + 1),
        company: 'a'.repeat(max.company + 1),
        message: 'a'.repeat(max.message + 1),
      }),
    ).toEqual({
      name: [TOO_LONG[lang](max.name)],
      email: [TOO_LONG[lang](max.email)],
      number: [TOO_LONG[lang](max.number)],
      company: [TOO_LONG[lang](max.company)],
      message: [TOO_LONG[lang](max.message)],
    })
    expect(errorsOf(schema, { ...VALID, name: 'a'.repeat(max.name), message: 'a'.repeat(max.message) })).toEqual({})
  })
})

describe('ContactFormRequestSchema', () => {
  const body = toContactFormRequest(VALID)

  it('sends no phone or company when they are left empty', () => {
    const request = toContactFormRequest({ ...VALID, number: ' ', company: '' })
    expect(request).toEqual({ NameSurname: 'Ayşe Yılmaz', Email: 'ayse@example.com', Message: 'Merhaba, bir teklif almak istiyoruz.' })
    expect(v.is(ContactFormRequestSchema, request)).toBe(true)
  })

  it('maps the controls to the API field names, trimmed', () => {
    expect(toContactFormRequest({ ...VALID, name: ' Ayşe Yılmaz ' })).toEqual({
      NameSurname: 'Ayşe Yılmaz',
      Email: 'ayse@example.com',
      Phone: '(532) 123 45 67',
      Company: 'Örnek A.Ş.',
      Message: 'Merhaba, bir teklif almak istiyoruz.',
    })
    expect(v.is(ContactFormRequestSchema, body)).toBe(true)
  })

  it('takes a company or none, never a blank one', () => {
    const { Company: _company, ...withoutCompany } = body
    expect(v.is(ContactFormRequestSchema, withoutCompany)).toBe(true)
    expect(v.is(ContactFormRequestSchema, { ...body, Company: ' ' })).toBe(false)
  })

  it('takes a phone number or none, never other text', () => {
    const { Phone: _phone, ...withoutPhone } = body
    expect(v.is(ContactFormRequestSchema, withoutPhone)).toBe(true)
    for (const Phone of [' ', 'call me', '12345', '<script>alert(1)</script>', '0'.repeat(31)]) expect(v.is(ContactFormRequestSchema, { ...body, Phone }), Phone).toBe(false)
  })

  it.each(['NameSurname', 'Email', 'Message'] as const)('requires %s', (key) => {
    const { [key]: _removed, ...missing } = body
    expect(v.is(ContactFormRequestSchema, missing)).toBe(false)
    expect(v.is(ContactFormRequestSchema, { ...body, [key]: ' ' })).toBe(false)
  })

  it('requires a valid email', () => {
    expect(v.is(ContactFormRequestSchema, { ...body, Email: 'not-an-email' })).toBe(false)
  })
})
