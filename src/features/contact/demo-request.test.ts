import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PRODUCT_SLUGS } from '~/site/product-line'
import { ContactFormRequestSchema } from './schemas'
import { createDemoRequestSchema, DEMO_REQUEST_MAX_LENGTH, EMPTY_DEMO_REQUEST, interestLabel, interestsOf, toDemoRequest, type DemoRequestValues } from './demo-request'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const schema = createDemoRequestSchema(i18n, 'demo')
const consultation = createDemoRequestSchema(i18n, 'consultation')
const valid: DemoRequestValues = { name: 'Ayşe Demir', email: 'ayse@ege-makina.example', company: 'Ege Makina', number: '', interest: 'link', message: '' }

function errorsOf(values: DemoRequestValues, against = schema) {
  const result = v.safeParse(against, values)
  return result.success ? {} : (v.flatten<typeof schema>(result.issues).nested ?? {})
}

describe('the demo request form', () => {
  it('offers every product of the product line, the whole platform and "not sure yet", in that order', () => {
    expect(interestsOf('demo')).toEqual([...PRODUCT_SLUGS, 'platform', 'unsure'])
    expect(interestsOf('demo').map((key) => interestLabel(key, i18n))).toEqual(['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight', 'Storm Sense', 'The whole platform', 'Not sure yet'])
    expect(EMPTY_DEMO_REQUEST.interest).toBe('unsure')
  })

  it('offers a consultation the finance topics and Storm Insight, and refuses a product it does not cover', () => {
    expect(interestsOf('consultation').map((key) => interestLabel(key, i18n))).toEqual(['Month-end close', 'E-invoicing and e-ledger', 'Multi-currency and consolidation', 'Storm Insight', 'Not sure yet'])
    for (const interest of interestsOf('consultation')) expect(errorsOf({ ...valid, interest }, consultation), interest).toEqual({})
    expect(errorsOf({ ...valid, interest: 'field' }, consultation).interest).toEqual(['Please choose what you are interested in'])
    expect(errorsOf({ ...valid, interest: 'close' }).interest).toEqual(['Please choose what you are interested in'])
  })

  it('accepts a request without phone or message', () => {
    expect(errorsOf(valid)).toEqual({})
    for (const interest of interestsOf('demo')) expect(errorsOf({ ...valid, interest }), interest).toEqual({})
  })

  it('names every missing required field at once, and only those', () => {
    expect(Object.keys(errorsOf({ ...EMPTY_DEMO_REQUEST, name: ' ' })).sort()).toEqual(['company', 'email', 'name'])
  })

  it('refuses a bad email, a phone that is no phone, a choice outside the list and a message too long', () => {
    expect(errorsOf({ ...valid, email: 'ayse@' }).email).toEqual(['Please enter your work email'])
    expect(errorsOf({ ...valid, number: '12 34' }).number).toEqual(['Please enter a phone number with at least seven digits, or leave the field empty'])
    expect(errorsOf({ ...valid, number: 'call me' }).number).toEqual(['Please enter a phone number with at least seven digits, or leave the field empty'])
    expect(errorsOf({ ...valid, number: '+90 222 555 01 02' })).toEqual({})
    expect(errorsOf({ ...valid, interest: 'crm' }).interest).toEqual(['Please choose what you are interested in'])
    const max = DEMO_REQUEST_MAX_LENGTH.message
    expect(errorsOf({ ...valid, message: 'a'.repeat(max + 1) }).message).toEqual([`Please use at most ${max} characters`])
  })

  it('becomes a contact request the service accepts: the kind and the product head the message', () => {
    const request = toDemoRequest(v.parse(schema, { ...valid, name: ' Ayşe Demir ', message: '  Three plants, one ERP.  ' }), 'demo', i18n)
    expect(v.is(ContactFormRequestSchema, request)).toBe(true)
    expect(request).toEqual({
      NameSurname: 'Ayşe Demir',
      Email: 'ayse@ege-makina.example',
      Company: 'Ege Makina',
      Message: 'Demo requested: Storm Link\n\nThree plants, one ERP.',
    })
  })

  it('words a consultation as one, keeps a given phone, and sends the head alone without a message', () => {
    const request = toDemoRequest(v.parse(consultation, { ...valid, interest: 'e-invoicing', number: ' +49 30 5550 1234 ' }), 'consultation', i18n)
    expect(v.is(ContactFormRequestSchema, request)).toBe(true)
    expect(request.Phone).toBe('+49 30 5550 1234')
    expect(request.Message).toBe('Consultation requested: E-invoicing and e-ledger')
  })

  it('fits the longest message within the service limit', () => {
    const request = toDemoRequest(v.parse(schema, { ...valid, message: 'a'.repeat(DEMO_REQUEST_MAX_LENGTH.message) }), 'consultation', i18n)
    expect(v.is(ContactFormRequestSchema, request)).toBe(true)
  })
})
