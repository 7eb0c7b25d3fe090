import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ContactFormRequestSchema } from './schemas'
import { createAuditFormSchema, EMPTY_AUDIT_FORM, isWebAddress, toAuditRequest, withScheme } from './leads'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const valid = { website: 'https://ege-makina.example', name: 'Ayşe Demir', email: 'ayse@example.com', number: '+90 222 555 01 02', company: 'Ege Makina' }

function errorsOf(values: typeof EMPTY_AUDIT_FORM) {
  const result = v.safeParse(createAuditFormSchema(i18n), values)
  return result.success ? {} : (v.flatten<ReturnType<typeof createAuditFormSchema>>(result.issues).nested ?? {})
}

describe('the audit form', () => {
  it('accepts http and https addresses, and a bare host as https', () => {
    expect(isWebAddress('https://shop.example.com/path?q=1')).toBe(true)
    expect(isWebAddress('http://example.com')).toBe(true)
    expect(withScheme('example.com')).toBe('https://example.com')
    expect(withScheme(' http://example.com ')).toBe('http://example.com')
    expect(errorsOf({ ...valid, website: 'example.com' })).toEqual({})
  })

  it('refuses javascript:, data:, other schemes, credentials and hosts without a dot, with a message that says what to type', () => {
    for (const website of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'https://user:pw@example.com', 'http://localhost', 'https://', 'not a url']) {
      expect(isWebAddress(withScheme(website)), website).toBe(false)
      expect(errorsOf({ ...valid, website }).website, website).toEqual(["Please enter your website's address, starting with http:// or https://"])
    }
  })

  it.each(['http://127.0.0.1/', '2130706433', '0x7f000001', '10.0.0.1', '192.168.1.1', '169.254.169.254/latest/meta-data/', 'localhost.', 'http://[::1]/', 'http://[fc00::1]/', 'http://[fe80::1]/'])(
    'refuses %s, which is no public web address, saying so',
    (website) => {
      expect(errorsOf({ ...valid, website }).website).toEqual([
        'Please enter the address of a public website. We cannot audit a local or private network address, such as localhost, 10.0.0.1 or 192.168.1.1.',
      ])
    },
  )

  it('names every missing field at once', () => {
    expect(Object.keys(errorsOf(EMPTY_AUDIT_FORM)).sort()).toEqual(['company', 'email', 'name', 'number', 'website'])
  })

  it('becomes a contact request the service accepts, the address heading the message', () => {
    const request = toAuditRequest({ ...valid, website: 'ege-makina.example' }, i18n)
    expect(v.is(ContactFormRequestSchema, request)).toBe(true)
    expect(request.Message).toBe('Free SEO audit requested for https://ege-makina.example')
    expect(request.Website).toBe('https://ege-makina.example')
    expect(request.NameSurname).toBe('Ayşe Demir')
  })
})
