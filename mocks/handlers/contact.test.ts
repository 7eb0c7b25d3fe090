// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { createDemoRequestSchema, toDemoRequest } from '~/features/contact/demo-request'
import { PHONE_INVALID, WEBSITE_NOT_PUBLIC } from '~/features/contact/schemas'
import { server } from '../node'
import { contactNetworkError, contactNullAnswer, contactServerError } from './contact'

const URL = 'https://api.example.test/api/v1/Site/ContactForm/Create'
const body = {
  NameSurname: 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Phone: '(532) 123 45 67',
  Company: 'Örnek A.Ş.',
  Message: 'Merhaba',
}

function post(json: unknown) {
  return fetch(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })
}

describe('contactHandlers', () => {
  it('stores a valid message and answers with an id', async () => {
    const response = await post(body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: expect.any(String), success: true })
  })

  it.each(['NameSurname', 'Email', 'Message'] as const)('answers 400 without %s', async (key) => {
    const { [key]: _removed, ...rest } = body
    const response = await post(rest)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('stores a message without phone and company, as the contact form sends it when they are left empty', async () => {
    const { Phone: _phone, Company: _company, ...required } = body
    expect((await post(required)).status).toBe(200)
    // Given, they are not blank.
    expect((await post({ ...required, Company: ' ' })).status).toBe(400)
    expect((await post({ ...required, Phone: ' ' })).status).toBe(400)
  })

  it('answers 400 on a bad email or a body that is not JSON', async () => {
    expect((await post({ ...body, Email: 'nope' })).status).toBe(400)
    expect((await fetch(URL, { method: 'POST', body: '{' })).status).toBe(400)
  })

  it.each(['call me', 'javascript:alert(1)', '12', '+90 (222) 555-01-02 ext. 3', '<b>5551234</b>'])('answers 400 naming Phone for %s, which is no phone number', async (Phone) => {
    const response = await post({ ...body, Phone })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, errors: [`Phone: ${PHONE_INVALID}`] })
  })

  it('takes the audit address as a field of its own and refuses one that is not public, naming Website', async () => {
    expect((await post({ ...body, Website: 'https://ege-makina.example' })).status).toBe(200)
    for (const Website of ['http://127.0.0.1/', 'https://2130706433', 'https://0x7f000001', 'https://10.0.0.1', 'https://192.168.1.1', 'https://169.254.169.254/latest/meta-data/', 'https://localhost.', 'http://[::1]/', 'http://[fd00::1]/', 'http://[fe80::1]/']) {
      const response = await post({ ...body, Website })
      expect(response.status, Website).toBe(400)
      expect(await response.json()).toEqual({ success: false, errors: [`Website: ${WEBSITE_NOT_PUBLIC}`] })
    }
  })

  it('fails on demand', async () => {
    server.use(contactServerError)
    expect((await post(body)).status).toBe(500)
    server.use(contactNullAnswer)
    const nullAnswer = await post(body)
    expect(nullAnswer.status).toBe(200)
    expect(await nullAnswer.json()).toBeNull()
    server.use(contactNetworkError)
    await expect(post(body)).rejects.toThrow(TypeError)
  })

  it('accepts a demo request as the form sends it, without a phone, and refuses a blank company', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const values = v.parse(createDemoRequestSchema(i18n, 'demo'), { name: 'Ayşe Demir', email: 'ayse@example.com', company: 'Ege Makina', number: '', interest: 'sense', message: '' })
    const request = toDemoRequest(values, 'demo', i18n)
    expect((await post(request)).status).toBe(200)
    expect((await post({ ...request, Company: ' ' })).status).toBe(400)
  })
})
