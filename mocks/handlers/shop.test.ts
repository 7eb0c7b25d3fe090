import { describe, expect, it } from 'vitest'
import { server } from '../node'
import { shopOrderServerError } from './shop'

const URL = 'https://api.example.test/api/v1/Shop/Order/Create'
const body = {
  lines: [
    { productId: 'ceramic-mug', quantity: 2 },
    { productId: 'desk-lamp', quantity: 1 },
  ],
  contact: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'Türkiye' },
}

function post(json: unknown) {
  return fetch(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })
}

describe('shopHandlers: POST /api/v1/Shop/Order/Create', () => {
  it('places a valid order and answers with an order number', async () => {
    const response = await post(body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ orderNumber: expect.stringMatching(/^ST-\d+$/) })
  })

  it.each([
    ['no lines', { ...body, lines: [] }],
    ['an unknown product', { ...body, lines: [{ productId: 'flux-capacitor', quantity: 1 }] }],
    ['a quantity of 0', { ...body, lines: [{ productId: 'ceramic-mug', quantity: 0 }] }],
    ['a bad email', { ...body, contact: { ...body.contact, email: 'nope' } }],
    ['no postal code', { ...body, shipping: { ...body.shipping, postalCode: '' } }],
    ['a card number', { ...body, payment: { cardNumber: '4242424242424242' } }],
    ['a card number among the contact fields', { ...body, contact: { ...body.contact, cardNumber: '4242424242424242' } }],
  ])('answers 400 on %s', async (_name, json) => {
    const response = await post(json)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('answers 400 on a body that is not JSON', async () => {
    expect((await fetch(URL, { method: 'POST', body: '{' })).status).toBe(400)
  })

  it('fails on demand', async () => {
    server.use(shopOrderServerError)
    expect((await post(body)).status).toBe(500)
  })
})
