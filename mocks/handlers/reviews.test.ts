// @vitest-environment node
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { ReviewSchema, ReviewsPageSchema } from '~/features/shop/reviews/reviews'
import { PRODUCTS } from '~/features/shop/catalog/catalog-data'
import { DEMO_ACCOUNT, DEMO_USER } from '../fixtures/account'
import { server } from '../node'
import { resetAuthMockState } from './auth'
import { resetPostedReviews, reviewPostServerError } from './reviews'

const API = 'https://api.example.test/api'
const url = (id: string, query = '') => `${API}/v1/Shop/Products/${id}/Reviews${query}`
const review = { lang: 'en', rating: 5, title: 'Warm and soft', body: 'I wear it every day; the hood keeps the wind out.' }

async function page(id: string, lang: string, number: number) {
  const response = await fetch(url(id, `?lang=${lang}&page=${number}`))
  expect(response.status).toBe(200)
  return v.parse(ReviewsPageSchema, await response.json())
}

function post(json: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  return fetch(url('storm-hoodie'), { method: 'POST', headers, body: JSON.stringify(json) })
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${API}/login`, { method: 'POST', body: JSON.stringify(DEMO_ACCOUNT) })
  return ((await response.json()) as { token: string }).token
}

beforeEach(() => {
  resetAuthMockState()
  resetPostedReviews()
})

describe('reviewsHandlers: GET', () => {
  it('answers pages of five, newest first, whose summary matches the product card', async () => {
    const first = await page('storm-hoodie', 'en', 1)
    const { count, stars } = PRODUCTS['storm-hoodie'].review
    expect(first.reviews).toHaveLength(5)
    expect(first.pageCount).toBe(Math.ceil(count / 5))
    expect(first.summary.count).toBe(count)
    expect(Math.round(first.summary.average * 10) / 10).toBe(stars)
    const dates = first.reviews.map((item) => item.date)
    expect([...dates].sort((a, b) => b.localeCompare(a))).toEqual(dates)
    const second = await page('storm-hoodie', 'en', 2)
    expect(second.page).toBe(2)
    expect(second.reviews.map((item) => item.id)).not.toContain(first.reviews[0]?.id)
    const last = await page('storm-hoodie', 'en', 999)
    expect(last.page).toBe(first.pageCount)
    expect(last.reviews).toHaveLength(count % 5 === 0 ? 5 : count % 5)
  })

  it('writes in the page language', async () => {
    const [tr, de] = await Promise.all([page('ceramic-mug', 'tr', 1), page('ceramic-mug', 'de', 1)])
    expect(tr.reviews[0]?.title).not.toBe(de.reviews[0]?.title)
  })

  it('answers 404 for no product and 400 for no language', async () => {
    expect((await fetch(url('flux-capacitor', '?lang=en'))).status).toBe(404)
    expect((await fetch(url('storm-hoodie', '?lang=fr'))).status).toBe(400)
  })
})

describe('reviewsHandlers: POST', () => {
  it('stores a signed-in visitor’s valid review under their name, first on page one', async () => {
    const response = await post(review, await demoToken())
    expect(response.status).toBe(201)
    const stored = v.parse(ReviewSchema, await response.json())
    expect(stored).toMatchObject({ author: DEMO_USER.name, rating: 5, title: review.title })
    const first = await page('storm-hoodie', 'en', 1)
    expect(first.reviews[0]).toEqual(stored)
    expect(first.summary.count).toBe(PRODUCTS['storm-hoodie'].review.count + 1)
    // Other languages' readers see their own language's reviews.
    expect((await page('storm-hoodie', 'de', 1)).reviews[0]?.id).not.toBe(stored.id)
  })

  it('answers 401 without a session or with a made-up token', async () => {
    expect((await post(review)).status).toBe(401)
    expect((await post(review, 'made.up.token')).status).toBe(401)
  })

  it.each([
    ['no rating', { ...review, rating: 0 }],
    ['a rating of 6', { ...review, rating: 6 }],
    ['no title', { ...review, title: ' ' }],
    ['a short text', { ...review, body: 'ok' }],
    ['no language', { rating: 5, title: review.title, body: review.body }],
  ])('answers 400 on %s, with the app’s own rules', async (_name, json) => {
    const response = await post(json, await demoToken())
    expect(response.status).toBe(400)
    expect((await page('storm-hoodie', 'en', 1)).summary.count).toBe(PRODUCTS['storm-hoodie'].review.count)
  })

  it('has a named failure', async () => {
    server.use(reviewPostServerError)
    expect((await post(review, await demoToken())).status).toBe(500)
  })
})
