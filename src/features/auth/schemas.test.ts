// @vitest-environment node
import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import {
  createDeleteProfileFormSchema,
  createForgotPasswordFormSchema,
  createLoginFormSchema,
  createPasswordChangeFormSchema,
  createProfileFormSchema,
  createSignupFormSchema,
  NotificationSettingsSchema,
  SessionAnswerSchema,
  SignupRequestSchema,
} from './schemas'

/** The first message per field, as the forms show them. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] ??= issue.message
  }
  return errors
}

let en: I18n
let tr: I18n
let de: I18n
beforeAll(async () => {
  ;[en, tr, de] = await Promise.all([loadI18n('en'), loadI18n('tr'), loadI18n('de')])
})

describe('sign-in form', () => {
  it('needs an email address and a password', () => {
    expect(fieldErrors(createLoginFormSchema(en), { email: '', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    })
    expect(fieldErrors(createLoginFormSchema(en), { email: 'demo@', password: 'x' })).toEqual({
      email: 'Please enter your email',
    })
  })

  it('accepts any password and trims the address', () => {
    expect(v.parse(createLoginFormSchema(en), { email: ' demo@stormyazilim.com.tr ', password: 'x' })).toEqual({
      email: 'demo@stormyazilim.com.tr',
      password: 'x',
    })
  })

  it('speaks the page language', () => {
    expect(fieldErrors(createLoginFormSchema(tr), { email: '', password: '' })).toEqual({
      email: 'Lütfen e-posta adresinizi girin',
      password: 'Lütfen şifrenizi girin',
    })
    expect(fieldErrors(createLoginFormSchema(de), { email: '', password: '' })).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      password: 'Bitte geben Sie Ihr Passwort ein',
    })
  })
})

describe('sign-up form', () => {
  const valid = { name: 'Ayşe Kaya', email: 'ayse@example.com', password: 'secret123', passwordRepeat: 'secret123' }
  const rules = 'Use at least 8 characters, with at least one letter and one digit'

  it('accepts a name, an address and a password of 8+ characters with a letter and a digit', () => {
    expect(fieldErrors(createSignupFormSchema(en), valid)).toEqual({})
    expect(fieldErrors(createSignupFormSchema(en), { ...valid, password: 'şifre123', passwordRepeat: 'şifre123' })).toEqual({})
  })

  it.each([
    ['too short', 'abc1234'],
    ['without a digit', 'abcdefgh'],
    ['without a letter', '12345678'],
  ])('rejects a password %s', (_case, password) => {
    expect(fieldErrors(createSignupFormSchema(en), { ...valid, password, passwordRepeat: password })).toEqual({ password: rules })
  })

  it('shows every missing field at once', () => {
    expect(fieldErrors(createSignupFormSchema(en), { name: '', email: '', password: '', passwordRepeat: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      password: 'Please enter your password',
      passwordRepeat: 'The passwords do not match',
    })
  })

  it('ties a repeated password that differs to the repeat field', () => {
    expect(fieldErrors(createSignupFormSchema(en), { ...valid, passwordRepeat: 'secret124' })).toEqual({
      passwordRepeat: 'The passwords do not match',
    })
  })

  it('sends the same rules to the API, without the repeat', () => {
    expect(v.is(SignupRequestSchema, { name: 'A', email: 'a@example.com', password: 'secret123' })).toBe(true)
    expect(v.is(SignupRequestSchema, { name: 'A', email: 'a@example.com', password: 'secret' })).toBe(false)
  })
})

describe('account forms', () => {
  it('forgot-password needs an address', () => {
    expect(fieldErrors(createForgotPasswordFormSchema(en), { email: 'x' })).toEqual({ email: 'Please enter your email' })
  })

  it('profile needs a name and an address', () => {
    expect(fieldErrors(createProfileFormSchema(en), { name: ' ', email: 'a@example.com' })).toEqual({
      name: 'Please enter your name',
    })
  })

  it('password change checks the new password and its repeat', () => {
    const schema = createPasswordChangeFormSchema(en)
    expect(fieldErrors(schema, { currentPassword: 'old', newPassword: 'newpass123', passwordRepeat: 'newpass123' })).toEqual({})
    expect(fieldErrors(schema, { currentPassword: '', newPassword: 'short', passwordRepeat: 'short' })).toEqual({
      currentPassword: 'Please enter your password',
      newPassword: 'Use at least 8 characters, with at least one letter and one digit',
    })
    expect(fieldErrors(schema, { currentPassword: 'old', newPassword: 'newpass123', passwordRepeat: 'newpass12' })).toEqual({
      passwordRepeat: 'The passwords do not match',
    })
  })

  it('delete-profile takes only the account address, typed again', () => {
    const schema = createDeleteProfileFormSchema(en, 'demo@stormyazilim.com.tr')
    expect(v.is(schema, { confirmation: ' Demo@StormYazilim.com.tr ' })).toBe(true)
    expect(fieldErrors(schema, { confirmation: 'demo' })).toEqual({
      confirmation: 'Type your email address exactly as shown to confirm',
    })
  })

  it('notification settings are exactly three switches', () => {
    expect(v.is(NotificationSettingsSchema, { orderUpdates: true, productNews: false, securityAlerts: true })).toBe(true)
    expect(v.is(NotificationSettingsSchema, { orderUpdates: true, productNews: false })).toBe(false)
    expect(v.is(NotificationSettingsSchema, { orderUpdates: true, productNews: false, securityAlerts: true, x: 1 })).toBe(false)
  })
})

describe('session answer', () => {
  it('needs a token and a complete user', () => {
    const user = { id: 1, username: 'demo', email: 'd@example.com', firstName: 'D', lastName: 'Y', name: 'D Y' }
    expect(v.is(SessionAnswerSchema, { token: 't', user })).toBe(true)
    expect(v.is(SessionAnswerSchema, { token: '', user })).toBe(false)
    expect(v.is(SessionAnswerSchema, { token: 't', user: { ...user, id: '1' } })).toBe(false)
  })
})
