import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { pageOf, ratingSummary, ReviewRequestSchema, ReviewSchema, type Review } from '~/features/shop/reviews/reviews'
import { isLang, type Lang } from '~/lib/languages'
import { PRODUCT_IDS, type ProductId } from '~/site/product-ids'
import { fixtureReviews } from '../fixtures/reviews'
import { requestSender } from './auth'
import { checkJsonBody } from './json-body'

/** Any API host: the base URL comes from configuration. */
export const REVIEWS_URL = '*/api/v1/Shop/Products/:id/Reviews'

function isProductId(id: unknown): id is ProductId {
  return PRODUCT_IDS.some((candidate) => candidate === id)
}

// Reviews posted while the page is open, per language and product, newest first.
const posted = new Map<string, Review[]>()
let nextId = 1

function reviewsOf(lang: Lang, id: ProductId): Review[] {
  return [...(posted.get(`${lang}/${id}`) ?? []), ...fixtureReviews(lang, id)]
}

/** Forgets the reviews posted so far (tests start from the fixtures). */
export function resetPostedReviews(): void {
  posted.clear()
}

/**
 * GET: one page of a product's reviews in `lang` (5 a page, newest first) with the summary of all
 * of them; 404 for no product, 400 for no language. POST: a signed-in visitor's review, validated
 * with the app's own schema (400 with the issues), 401 without a valid session; 201 with the review.
 */
export const reviewsHandlers = [
  http.get(REVIEWS_URL, async ({ request, params }) => {
    await delay()
    const url = new URL(request.url)
    const lang = url.searchParams.get('lang')
    const id = params.id
    if (!isProductId(id)) return HttpResponse.json({ success: false, errors: ['No such product'] }, { status: 404 })
    if (!isLang(lang)) return HttpResponse.json({ success: false, errors: ['lang: unknown language'] }, { status: 400 })
    const all = reviewsOf(lang, id)
    const { page, pageCount, items } = pageOf(all, Number(url.searchParams.get('page') ?? '1'))
    return HttpResponse.json({ productId: id, page, pageCount, summary: ratingSummary(all.map((review) => review.rating)), reviews: items })
  }),
  http.post(REVIEWS_URL, async ({ request, params }) => {
    await delay()
    const id = params.id
    if (!isProductId(id)) return HttpResponse.json({ success: false, errors: ['No such product'] }, { status: 404 })
    const sender = requestSender(request)
    if (sender.kind !== 'user') return HttpResponse.json({ success: false, errors: ['Unauthorised'] }, { status: 401 })
    const checked = await checkJsonBody(request, ReviewRequestSchema)
    if (!checked.ok) return HttpResponse.json({ success: false, errors: checked.errors }, { status: 400 })
    const { lang, rating, title, body } = checked.value
    const review = v.parse(ReviewSchema, {
      id: `posted-${nextId++}`,
      author: sender.user.name,
      rating,
      title,
      body,
      date: new Date().toISOString().slice(0, 10),
    })
    const key = `${lang}/${id}`
    posted.set(key, [review, ...(posted.get(key) ?? [])])
    return HttpResponse.json(review, { status: 201 })
  }),
]

/** The review service fails: HTTP 500 on a posted review. */
export const reviewPostServerError = http.post(REVIEWS_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)
