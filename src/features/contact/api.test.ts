// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { contactNetworkError, contactNullAnswer, contactServerError } from '../../../mocks/handlers/contact'
import { server } from '../../../mocks/node'
import { env } from '~/lib/env'
import { ContactFormRejectedError, sendContactForm } from './api'
import type { ContactFormRequest } from './schemas'

const body: ContactFormRequest = {
  NameSurname: 'Max Mustermann',
  Email: 'max@example.de',
  Phone: '+49 30 23125000',
  Company: 'Muster GmbH',
  Message: 'Hallo!',
}

describe('sendContactForm', () => {
  it('posts the body as JSON to the configured API and resolves with the answer', async () => {
    let seen: { url: string; contentType: string | null; json: unknown } | undefined
    server.use(
      http.post('*/api/v1/Site/ContactForm/Create', async ({ request }) => {
        seen = { url: request.url, contentType: request.headers.get('content-type'), json: await request.json() }
        return HttpResponse.json({ id: '42', success: true })
      }),
    )
    await expect(sendContactForm(body)).resolves.toEqual({ id: '42', success: true })
    expect(seen).toEqual({
      url: new URL('api/v1/Site/ContactForm/Create', `${env.VITE_API_URL}/`).href,
      contentType: 'application/json',
      json: body,
    })
  })

  it('is accepted by the mock service', async () => {
    await expect(sendContactForm(body)).resolves.toMatchObject({ success: true })
  })

  it('rejects a null answer', async () => {
    server.use(contactNullAnswer)
    await expect(sendContactForm(body)).rejects.toBeInstanceOf(ContactFormRejectedError)
  })

  it('rejects on an HTTP error and on a network failure', async () => {
    server.use(contactServerError)
    await expect(sendContactForm(body)).rejects.toMatchObject({ name: 'HTTPError' })
    server.use(contactNetworkError)
    await expect(sendContactForm(body)).rejects.toThrow()
  })
})
