// @vitest-environment node
import { describe, expect, it } from 'vitest'

const URL = 'https://api.example.test/api/v1/Site/ContactEmail/Create'

function post(body: string) {
  return fetch(URL, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
}

describe('newsletterHandlers', () => {
  it.each(['{}', '{"Email":""}', '{"Email":42}', '{"Email":"nope"}', 'null', 'not json'])('answers 400 to %s', async (body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
  })

  it('answers 200 with JSON to a valid address', async () => {
    const response = await post('{"Email":"ada@example.com"}')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, email: 'ada@example.com' })
  })
})
