import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyticsHandlersFor } from '../../../mocks/handlers/analytics'
import { server } from '../../../mocks/node'
import { forgetVisitorId, VISITOR_ID_STORAGE_KEY } from './constants'
import { eventEndpoint, pageViewPayload } from './page-view'
import { PageViewSchema } from './schemas'
import { sendPageView } from './send'
import { visitorId } from './visitor-id'

const ID = '0b7f3c1e-8a4d-4e2f-9c6b-1d2e3f4a5b6c'
const ENDPOINT = 'https://analytics.example.test/api/event'

describe('pageViewPayload', () => {
  it('names the path without query or fragment, the language, the referrer and the visitor', () => {
    const view = pageViewPayload({ pathname: '/en/contact', lang: 'en', referrer: 'https://www.google.com/search?q=storm#top', visitorId: ID })
    expect(view).toEqual({ type: 'pageview', path: '/en/contact', lang: 'en', referrer: 'https://www.google.com/search', visitorId: ID })
    expect(v.is(PageViewSchema, view)).toBe(true)
  })

  it('drops a query that reached the path and a referrer that is no web address', () => {
    expect(pageViewPayload({ pathname: '/de?utm=mail#x', lang: 'de', referrer: '', visitorId: ID })).toMatchObject({ path: '/de', referrer: '' })
    expect(pageViewPayload({ pathname: '/tr', lang: 'tr', referrer: 'android-app://com.google', visitorId: ID }).referrer).toBe('')
  })

  it('has nothing the endpoint would refuse, and the endpoint refuses extra fields', () => {
    const view = pageViewPayload({ pathname: '/tr/privacy', lang: 'tr', referrer: 'https://www.stormyazilim.com.tr/tr', visitorId: ID })
    expect(v.is(PageViewSchema, view)).toBe(true)
    expect(v.is(PageViewSchema, { ...view, userAgent: 'x' })).toBe(false)
    expect(v.is(PageViewSchema, { ...view, path: '/tr?x=1' })).toBe(false)
    expect(v.is(PageViewSchema, { ...view, visitorId: 'me' })).toBe(false)
  })

  it('posts to {VITE_ANALYTICS_URL}/api/event', () => {
    expect(eventEndpoint('https://analytics.example.test/')).toBe(ENDPOINT)
  })
})

describe('visitorId', () => {
  it('creates a random id once and keeps it under storm-visitor-id', () => {
    const random = vi.fn(() => ID)
    expect(visitorId(random)).toBe(ID)
    expect(visitorId(random)).toBe(ID)
    expect(random).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(ID)
  })

  it('replaces a stored value that is no UUID', () => {
    window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, '"<script>"')
    expect(visitorId(() => ID)).toBe(ID)
  })

  it('uses crypto.randomUUID by default', () => {
    expect(visitorId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('is removed when statistics are withdrawn', () => {
    visitorId(() => ID)
    forgetVisitorId()
    expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBeNull()
  })
})

describe('sendPageView', () => {
  const view = pageViewPayload({ pathname: '/en', lang: 'en', referrer: '', visitorId: ID })

  afterEach(() => vi.unstubAllGlobals())

  it('uses a beacon with the JSON as text (no preflight)', async () => {
    const beacon = vi.fn(() => true)
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon: beacon })
    await sendPageView(ENDPOINT, view)
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob]
    expect(url).toBe(ENDPOINT)
    expect(blob.type).toBe('text/plain;charset=utf-8')
    expect(JSON.parse(await blob.text())).toEqual(view)
  })

  it('falls back to a POST the endpoint accepts when no beacon is queued', async () => {
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon: () => false })
    const bodies: unknown[] = []
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        bodies.push(JSON.parse(await request.clone().text()))
        return undefined
      }),
      ...analyticsHandlersFor('https://analytics.example.test'),
    )
    await sendPageView(ENDPOINT, view)
    expect(bodies).toEqual([view])
  })

  it('never shows a failure to the visitor', async () => {
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon: undefined })
    server.use(http.post(ENDPOINT, () => HttpResponse.error()))
    await expect(sendPageView(ENDPOINT, view)).resolves.toBeUndefined()
  })
})

describe('the mock analytics endpoint', () => {
  const post = (body: string) => fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })

  it.each(['not json', '{}', JSON.stringify({ type: 'pageview', path: '/en?q=1', lang: 'en', referrer: '', visitorId: ID })])('answers 400 to %s', async (body) => {
    server.use(...analyticsHandlersFor('https://analytics.example.test'))
    expect((await post(body)).status).toBe(400)
  })

  it('answers 202 to a page view', async () => {
    server.use(...analyticsHandlersFor('https://analytics.example.test'))
    expect((await post(JSON.stringify(pageViewPayload({ pathname: '/en', lang: 'en', referrer: '', visitorId: ID })))).status).toBe(202)
  })
})
