// @vitest-environment node
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { OrderListSchema } from '~/features/auth/schemas'
import { DEMO_ACCOUNT, DEMO_USER } from '../fixtures/account'
import { server } from '../node'
import { resetOrderStore } from '../order-store'
import { issueToken, resetAuthMockState } from './auth'
import { shopOrderServerError, shopOrderSoldOut } from './shop'

const API = 'https://api.example.test/api'
const URL = `${API}/v1/Shop/Order/Create`
const body = {
  lines: [
    { productId: 'ceramic-mug', quantity: 2 },
    { productId: 'desk-lamp', quantity: 1 },
  ],
  contact: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
  delivery: 'standard',
}

function post(json: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  return fetch(URL, { method: 'POST', headers, body: JSON.stringify(json) })
}

async function ordersOf(token: string) {
  const response = await fetch(`${API}/me/orders`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return v.parse(OrderListSchema, await response.json())
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${API}/login`, { method: 'POST', body: JSON.stringify(DEMO_ACCOUNT) })
  return ((await response.json()) as { token: string }).token
}

beforeEach(() => {
  resetAuthMockState()
  resetOrderStore()
})

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
    ['no delivery method', { lines: body.lines, contact: body.contact, shipping: body.shipping }],
    ['an unknown delivery method', { ...body, delivery: 'overnight' }],
    ['a size the product does not come in', { ...body, lines: [{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'xxxl', color: 'indigo' } }] }],
    ['a size for a product without sizes', { ...body, lines: [{ productId: 'ceramic-mug', quantity: 1, choice: { size: 'm', color: 'white' } }] }],
    ['a size out of stock', { ...body, lines: [{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'xl', color: 'indigo' } }] }],
    ['a colour out of stock', { ...body, lines: [{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'grey' } }] }],
    ['a choice with another field', { ...body, lines: [{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo', engraving: 'Hi' } }] }],
    [
      'two lines of one product and choice',
      {
        ...body,
        lines: [
          { productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
          { productId: 'storm-hoodie', quantity: 2, choice: { size: 'm', color: 'indigo' } },
        ],
      },
    ],
    ['a country as free text', { ...body, shipping: { ...body.shipping, country: 'Türkiye' } }],
    ['a country the shop does not deliver to', { ...body, shipping: { ...body.shipping, country: 'US' } }],
  ])('answers 400 on %s', async (_name, json) => {
    const response = await post(json)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('takes lines of one product with different choices, and a line without a choice (an older client)', async () => {
    const lines = [
      { productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
      { productId: 'storm-hoodie', quantity: 2, choice: { size: 'l', color: 'black' } },
      { productId: 'ceramic-mug', quantity: 1, choice: { color: 'navy' } },
      { productId: 'usb-c-hub', quantity: 1 },
    ]
    expect((await post({ ...body, lines })).status).toBe(200)
  })

  // A direct order of 99 USB-C hubs (18 in stock) was placed; so were 99 smart watches (none).
  it('refuses a line over its stock, naming the line and what is in stock', async () => {
    const lines = [
      { productId: 'ceramic-mug', quantity: 2 },
      { productId: 'usb-c-hub', quantity: 99 },
      { productId: 'smart-watch', quantity: 1, choice: { color: 'black' } },
      { productId: 'storm-hoodie', quantity: 1, choice: { size: 'xl', color: 'indigo' } },
    ]
    const response = await post({ ...body, lines })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      shortages: [
        { line: 1, productId: 'usb-c-hub', available: 18 },
        { line: 2, productId: 'smart-watch', available: 0 },
        { line: 3, productId: 'storm-hoodie', available: 0 },
      ],
    })
    expect((await post({ ...body, lines: [{ productId: 'usb-c-hub', quantity: 18 }] })).status).toBe(200)
  })

  it('refuses every line when everything has sold out meanwhile (a scenario)', async () => {
    server.use(shopOrderSoldOut)
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      shortages: [
        { line: 0, productId: 'ceramic-mug', available: 0 },
        { line: 1, productId: 'desk-lamp', available: 0 },
      ],
    })
  })

  it('answers 400 on a body that is not JSON', async () => {
    expect((await fetch(URL, { method: 'POST', body: '{' })).status).toBe(400)
  })

  it('fails on demand', async () => {
    server.use(shopOrderServerError)
    expect((await post(body)).status).toBe(500)
  })
})

describe('orders in the account: GET /api/me/orders', () => {
  it("lists the signed-in user's orders, newest first, with the lines and the total the checkout showed", async () => {
    const token = await demoToken()
    const first = (await (await post(body, token)).json()) as { orderNumber: string }
    const second = (await (await post({ ...body, lines: [{ productId: 'storm-hoodie', quantity: 1 }], delivery: 'express' }, token)).json()) as {
      orderNumber: string
    }
    expect(second.orderNumber).not.toBe(first.orderNumber)

    const orders = await ordersOf(token)
    expect(orders.map((order) => order.id)).toEqual([second.orderNumber, first.orderNumber])
    expect(orders[1]).toMatchObject({
      status: 'processing',
      items: body.lines,
      delivery: 'standard',
      // 2 × $14.50 mug + the $54.00 lamp $10.00 off = $73.00, plus 18 % tax ($13.14), plus standard
      // delivery ($4.99: below the $100.00 of free delivery).
      totalCents: 9113,
    })
    // The $59.00 hoodie 20 % off is $47.20, plus $8.50 tax, plus express delivery ($14.99).
    expect(orders[0]).toMatchObject({ delivery: 'express', totalCents: 7069 })
    // The order keeps each line's choice.
    await post({ ...body, lines: [{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'l', color: 'black' } }] }, token)
    expect((await ordersOf(token))[0]?.items).toEqual([{ productId: 'storm-hoodie', quantity: 1, choice: { size: 'l', color: 'black' } }])
    expect(Date.parse(orders[0]?.placedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it("keeps a guest's order and another account's orders out of the history", async () => {
    expect((await post(body)).status).toBe(200)
    const other = await fetch(`${API}/signup`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Ayşe Kaya', email: 'ayse@example.com', password: 'secret123' }),
    })
    const otherToken = ((await other.json()) as { token: string }).token
    expect((await post(body, otherToken)).status).toBe(200)

    expect(await ordersOf(await demoToken())).toEqual([])
    expect(await ordersOf(otherToken)).toHaveLength(1)
  })

  it('refuses an order with a session token that is no longer valid, and records nothing', async () => {
    const expired = issueToken(DEMO_USER, Date.now() - 1000)
    const response = await post(body, expired)
    expect(response.status).toBe(401)
    expect(await ordersOf(await demoToken())).toEqual([])
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await fetch(`${API}/me/orders`)).status).toBe(401)
  })
})
