// @vitest-environment node
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { AddressListSchema } from '~/features/auth/schemas'
import { DEMO_ACCOUNT, DEMO_USER } from '../fixtures/account'
import { server } from '../node'
import { resetOrderStore } from '../order-store'
import {
  EMAIL_TAKEN_MESSAGE,
  issueToken,
  LOGIN_DELAY_MS,
  LOGIN_FAILED_MESSAGE,
  resetAuthMockState,
  sessionRevoked,
  WRONG_PASSWORD_MESSAGE,
} from './auth'

const API = 'https://api.example.test/api'

function send(method: string, path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  return fetch(`${API}/${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
}

async function login(email: string = DEMO_ACCOUNT.email, password: string = DEMO_ACCOUNT.password) {
  return send('POST', 'login', { email, password })
}

async function demoToken(): Promise<string> {
  const body = (await (await login()).json()) as { token: string }
  return body.token
}

beforeEach(() => {
  resetAuthMockState()
  resetOrderStore()
})

describe('POST /api/login', () => {
  it('signs the demo account in after 500 ms with a token and the user', async () => {
    const started = performance.now()
    const response = await login()
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_DELAY_MS - 20)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^storm\./), user: DEMO_USER })
  })

  it('accepts the address in any case and with spaces around it', async () => {
    expect((await login('  Demo@StormYazilim.com.tr ')).status).toBe(200)
  })

  it.each([
    ['a wrong password', DEMO_ACCOUNT.email, 'storm2026!'],
    ['an unknown address', 'nobody@example.com', DEMO_ACCOUNT.password],
  ])('answers 400 with the fixed message for %s', async (_case, email, password) => {
    const response = await login(email, password)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
  })

  it.each([
    ['not JSON', '{'],
    ['no password', JSON.stringify({ email: DEMO_ACCOUNT.email })],
    ['a number as email', JSON.stringify({ email: 1, password: 'x' })],
    ['an array', JSON.stringify([DEMO_ACCOUNT.email, DEMO_ACCOUNT.password])],
  ])('answers 400 on a malformed body: %s', async (_case, raw) => {
    const response = await fetch(`${API}/login`, { method: 'POST', body: raw })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})

describe('POST /api/signup', () => {
  const body = { name: 'Ayşe Nur Kaya', email: 'ayse@example.com', password: 'secret123' }

  it('creates an account that can sign in and read itself', async () => {
    const response = await send('POST', 'signup', body)
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { token: string; user: unknown }
    expect(answer.user).toEqual({
      id: expect.any(Number),
      username: 'ayse',
      email: 'ayse@example.com',
      firstName: 'Ayşe',
      lastName: 'Nur Kaya',
      name: 'Ayşe Nur Kaya',
    })
    expect(await (await send('GET', 'me', undefined, answer.token)).json()).toEqual(answer.user)
    expect((await login(body.email, body.password)).status).toBe(200)
  })

  it('refuses an address that is taken, whatever its case', async () => {
    const response = await send('POST', 'signup', { ...body, email: 'DEMO@stormyazilim.com.tr' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
  })

  it.each([
    ['a short password', { ...body, password: 'abc123' }],
    ['a password without a digit', { ...body, password: 'abcdefghij' }],
    ['a password without a letter', { ...body, password: '1234567890' }],
    ['an empty name', { ...body, name: '  ' }],
    ['a bad email', { ...body, email: 'ayse@' }],
  ])('answers 400 on %s', async (_case, json) => {
    expect((await send('POST', 'signup', json)).status).toBe(400)
  })
})

describe('POST /api/forgot-password', () => {
  it('answers the same for a known and an unknown address', async () => {
    const known = await send('POST', 'forgot-password', { email: DEMO_ACCOUNT.email })
    const unknown = await send('POST', 'forgot-password', { email: 'nobody@example.com' })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
  })

  it('answers 400 without a valid address', async () => {
    expect((await send('POST', 'forgot-password', { email: 'nope' })).status).toBe(400)
  })
})

describe('GET /api/me', () => {
  it('answers the user for a valid bearer token', async () => {
    const response = await send('GET', 'me', undefined, await demoToken())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(DEMO_USER)
  })

  it.each([
    ['no token', undefined],
    ['a made-up token', 'storm.eyJ1c2VyIjp7fX0.abc'],
    ['a tampered token', issueToken(DEMO_USER).replace(/.$/, '_')],
    ['an expired token', issueToken(DEMO_USER, Date.now() - 1000)],
    ['garbage', 'not-a-token'],
  ])('answers 401 for %s', async (_case, token) => {
    const response = await send('GET', 'me', undefined, token)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorised' })
  })

  it('answers 401 everywhere once the session is revoked', async () => {
    const token = await demoToken()
    server.use(sessionRevoked)
    expect((await send('GET', 'me/orders', undefined, token)).status).toBe(401)
  })
})

describe('account endpoints', () => {
  it('update the profile and refuse an address of another account', async () => {
    const token = await demoToken()
    const updated = await send('PUT', 'me', { name: 'Deniz Ak', email: 'deniz@example.com' }, token)
    expect(await updated.json()).toMatchObject({ name: 'Deniz Ak', firstName: 'Deniz', lastName: 'Ak', email: 'deniz@example.com' })
    await send('POST', 'signup', { name: 'Other', email: 'other@example.com', password: 'secret123' })
    const taken = await send('PUT', 'me', { name: 'Deniz Ak', email: 'other@example.com' }, token)
    expect(taken.status).toBe(409)
    expect((await send('PUT', 'me', { name: '', email: 'deniz@example.com' }, token)).status).toBe(400)
    expect((await send('PUT', 'me', { name: 'Deniz', email: 'deniz@example.com' })).status).toBe(401)
  })

  it('change the password only with the current one', async () => {
    const token = await demoToken()
    const wrong = await send('PUT', 'me/password', { currentPassword: 'nope', newPassword: 'newpass123' }, token)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE })
    expect((await send('PUT', 'me/password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'short' }, token)).status).toBe(400)
    const changed = await send('PUT', 'me/password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'newpass123' }, token)
    expect(changed.status).toBe(204)
    expect((await login()).status).toBe(400)
    expect((await login(DEMO_ACCOUNT.email, 'newpass123')).status).toBe(200)
  })

  it('read and store the notification settings, rejecting unknown keys', async () => {
    const token = await demoToken()
    const settings = { orderUpdates: false, productNews: true, securityAlerts: true }
    expect((await send('PUT', 'me/notifications', settings, token)).status).toBe(200)
    expect(await (await send('GET', 'me/notifications', undefined, token)).json()).toEqual(settings)
    expect((await send('PUT', 'me/notifications', { ...settings, spam: true }, token)).status).toBe(400)
    expect((await send('PUT', 'me/notifications', { ...settings, productNews: 'yes' }, token)).status).toBe(400)
  })

  it('list projects, payment methods and orders for a signed-in visitor only', async () => {
    const token = await demoToken()
    expect(await (await send('GET', 'me/orders', undefined, token)).json()).toEqual([])
    expect((await (await send('GET', 'me/projects', undefined, token)).json()) as unknown[]).not.toHaveLength(0)
    expect((await (await send('GET', 'me/payment-methods', undefined, token)).json()) as unknown[]).toHaveLength(1)
    for (const path of ['me/orders', 'me/projects', 'me/payment-methods', 'me/addresses', 'me/notifications']) {
      expect((await send('GET', path)).status).toBe(401)
    }
  })

  it("list the demo account's saved address, valid for the app's schema; a new account has none", async () => {
    const addresses = v.parse(AddressListSchema, await (await send('GET', 'me/addresses', undefined, await demoToken())).json())
    expect(addresses).toEqual([expect.objectContaining({ city: 'Eskişehir', postalCode: '26130', country: 'TR' })])
    const signup = await send('POST', 'signup', { name: 'Ayşe Kaya', email: 'ayse@example.com', password: 'secret123' })
    const { token } = (await signup.json()) as { token: string }
    expect(await (await send('GET', 'me/addresses', undefined, token)).json()).toEqual([])
  })

  it('delete the profile only with the typed address, and then no longer accept its token', async () => {
    const token = await demoToken()
    expect((await send('DELETE', 'me', { confirmation: 'someone@example.com' }, token)).status).toBe(400)
    expect((await send('DELETE', 'me', {}, token)).status).toBe(400)
    expect((await send('DELETE', 'me', { confirmation: ` ${DEMO_ACCOUNT.email.toUpperCase()} ` }, token)).status).toBe(204)
    expect((await send('GET', 'me', undefined, token)).status).toBe(401)
    expect((await login()).status).toBe(400)
  })
})

describe('POST /api/logout', () => {
  it('revokes that token only: it answers 401 afterwards, another session of the account goes on', async () => {
    const token = await demoToken()
    const other = await demoToken()
    expect(token).not.toBe(other)
    expect((await send('GET', 'me', undefined, token)).status).toBe(200)
    expect((await send('POST', 'logout', undefined, token)).status).toBe(204)
    for (const path of ['me', 'me/orders', 'me/payment-methods']) expect((await send('GET', path, undefined, token)).status, path).toBe(401)
    expect((await send('POST', 'logout', undefined, token)).status).toBe(401)
    expect((await send('GET', 'me', undefined, other)).status).toBe(200)
  })

  it('answers 401 without a valid token', async () => {
    expect((await send('POST', 'logout')).status).toBe(401)
    expect((await send('POST', 'logout', undefined, 'storm.made.up')).status).toBe(401)
  })
})
