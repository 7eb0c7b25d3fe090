import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { revalidateLogic, useSelector } from '@tanstack/react-form'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { firstErrorMessage, focusFirstInvalid, useAppForm } from '~/components/form/app-form'
import { FieldError } from '~/components/form/text-control'
import { Button, buttonClass } from '~/components/button'
import { focusRing } from '~/components/focus-ring'
import { SignInLink } from '~/components/sign-in-link'
import type { Lang } from '~/lib/languages'
import { notify } from '~/lib/notify'
import { isSessionRefused } from '../session'
import {
  createReviewFormSchema,
  EMPTY_REVIEW_FORM,
  formatReviewDate,
  RATINGS,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type RatingSummary,
  type Review,
} from './reviews'
import { reviewMutationOptions, reviewQueries } from './reviews-api'
import type { Product } from '../schemas'
import { Stars } from './stars'

/** What the review form needs of the visitor's session; the route that composes the page gives it. */
export interface ReviewSession {
  /** The stored session token, null when signed out. */
  token: () => string | null
  /** The API refused the token: the visitor is signed out. */
  onRefused: () => void
}

const BEST_FIRST = [5, 4, 3, 2, 1] as const

const STAR = 'M12 2l3 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.8 5.7 21.4l1.5-7.1L1.8 9.4 9 8.6z'

function StarRow({ rating }: { rating: number }) {
  return (
    <svg aria-hidden="true" width="80" height="16" viewBox="0 0 120 24" className="shrink-0 text-amber-600 dark:text-amber-400">
      {RATINGS.map((position) => (
        <path key={position} d={STAR} transform={`translate(${(position - 1) * 24} 0)`} stroke="currentColor" strokeWidth="1.5" fill={rating >= position ? 'currentColor' : 'none'} />
      ))}
    </svg>
  )
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useLingui()
  const average = i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <div>
      <p className="text-3xl font-extrabold" aria-hidden="true">
        {average}
      </p>
      <Stars stars={Math.round(summary.average * 10) / 10} count={summary.count} />
      <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label={t`Reviews by rating`}>
        {BEST_FIRST.map((stars) => {
          const count = summary.distribution[stars]
          const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100)
          return (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-24 shrink-0">
                <Plural value={stars} one="# star" other="# stars" />
                <span className="sr-only">
                  {': '}
                  <Plural value={count} one="# review" other="# reviews" />
                </span>
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-indigo-700 dark:bg-indigo-400" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-12 shrink-0 text-right text-slate-700 dark:text-slate-300">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** A visitor's review: their own words, not the catalogs' (`data-content`, as such texts are marked). */
function ReviewItem({ review, lang }: { review: Review; lang: Lang }) {
  const rating = review.rating
  return (
    <li>
      <article className="border-b border-slate-200 pb-8 dark:border-slate-700">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRow rating={rating} />
          <span className="sr-only">
            <Trans>Rated {rating} out of 5</Trans>
          </span>
          <h3 data-content className="font-semibold">
            {review.title}
          </h3>
        </div>
        <p data-content className="mt-2 text-slate-700 dark:text-slate-300">
          {review.body}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <span data-content>{review.author}</span> · <time dateTime={review.date}>{formatReviewDate(lang, review.date)}</time>
        </p>
      </article>
    </li>
  )
}

function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t`Review pages`} className="mt-6 flex flex-wrap items-center gap-3">
      <Button variant="neutral" size="md" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous reviews</Trans>
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      <Button variant="neutral" size="md" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>More reviews</Trans>
      </Button>
    </nav>
  )
}

const FIELD_NAMES = ['rating', 'title', 'body'] as const

function RatingGroup({
  value,
  error,
  onChange,
  firstId,
}: {
  value: number
  error: string | undefined
  onChange: (rating: number) => void
  firstId: string
}) {
  const { t } = useLingui()
  const name = useId()
  const errorId = `${firstId}-error`
  return (
    <fieldset aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900 dark:text-slate-100">
        <Trans>Your rating</Trans>{' '}
        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {RATINGS.map((rating) => (
          <label key={rating} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 dark:border-slate-500">
            <input
              type="radio"
              id={rating === 1 ? firstId : undefined}
              name={name}
              value={rating}
              checked={value === rating}
              required
              onChange={() => onChange(rating)}
              className={`size-4 ${focusRing}`}
            />
            <StarRow rating={rating} />
            <span className="sr-only">{rating === 1 ? t`1 star` : t`${rating} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

function ReviewForm({ product, lang, session, onPosted }: { product: Product; lang: Lang; session: ReviewSession; onPosted: () => void }) {
  const { t, i18n } = useLingui()
  const baseId = useId()
  const headingId = useId()
  const schema = useMemo(() => createReviewFormSchema(i18n), [i18n])
  const mutation = useMutation(reviewMutationOptions())
  const controlId = (name: (typeof FIELD_NAMES)[number]) => `${baseId}-${name}`
  const name = product.name

  const form = useAppForm({
    defaultValues: EMPTY_REVIEW_FORM,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => focusFirstInvalid(FIELD_NAMES, formApi, controlId),
    onSubmit: async ({ value, formApi }) => {
      const token = session.token()
      if (token === null) {
        session.onRefused()
        notify('error', t`Error`, t`Your session has ended. Please sign in again; your text is kept here.`)
        return
      }
      try {
        await mutation.mutateAsync({
          productId: product.id,
          review: { lang, rating: value.rating, title: value.title.trim(), body: value.body.trim() },
          sessionToken: token,
        })
        formApi.reset()
        notify('success', t`Thank you`, t`Your review of ${name} is published.`)
        onPosted()
      } catch (error) {
        console.error(error)
        if (isSessionRefused(error)) {
          session.onRefused()
          notify('error', t`Error`, t`Your session has ended. Please sign in again; your text is kept here.`)
        } else {
          notify('error', t`Error`, t`Your review could not be sent. Your text is kept: please try again.`)
        }
      }
    },
  })
  const busy = useSelector(form.store, (state) => state.isSubmitting) || mutation.isPending

  return (
    <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <h3 id={headingId} className="text-lg font-bold">
        <Trans>Write a review</Trans>
      </h3>
      <form.AppForm>
        <form.Form aria-labelledby={headingId} aria-busy={busy} className="mt-4 space-y-5">
          <form.InvalidFieldsSummary />
          <form.AppField name="rating">
            {(field) => (
              <RatingGroup
                value={field.state.value}
                error={firstErrorMessage(field.state.meta.errors)}
                onChange={(rating) => field.handleChange(rating)}
                firstId={controlId('rating')}
              />
            )}
          </form.AppField>
          <form.AppField name="title">
            {(field) => <field.TextField id={controlId('title')} label={t`Title`} autoComplete="off" maxLength={REVIEW_TITLE_MAX_LENGTH} markRequired />}
          </form.AppField>
          <form.AppField name="body">
            {(field) => <field.TextAreaField id={controlId('body')} label={t`Your review`} autoComplete="off" maxLength={REVIEW_BODY_MAX_LENGTH} rows={5} markRequired />}
          </form.AppField>
          <form.SubmitButton pending={mutation.isPending} label={t`Publish review`} busyLabel={t`Sending…`} />
        </form.Form>
      </form.AppForm>
    </div>
  )
}

/** For a visitor without a session: who writes reviews, and a sign-in link that comes back to this product. */
function SignInToReview({ lang }: { lang: Lang }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">
        <Trans>Reviews are written by signed-in customers. After signing in, you come straight back to this product.</Trans>
      </p>
      <SignInLink lang={lang} className={buttonClass({ className: 'mt-4' })}>
        <Trans>Sign in to write a review</Trans>
      </SignInLink>
    </div>
  )
}

/**
 * A product's reviews: the rating summary, the reviews five to a page (newest first), and the
 * review form for a signed-in visitor or a sign-in link that comes back here. Loaded in the
 * browser when the section nears the viewport.
 */
export function ProductReviews({ product, lang, session }: { product: Product; lang: Lang; session: ReviewSession }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  // The cookie is read as the part mounts: it is never rendered on the server nor hydrated.
  const [signedIn] = useState(() => session.token() !== null)
  const list = useRef<HTMLDivElement>(null)
  // The page the visitor asked for, until it is shown.
  const asked = useRef<number | null>(null)
  const query = useQuery({ ...reviewQueries.page(lang, product.id, page), placeholderData: keepPreviousData })

  const shownPage = query.isPlaceholderData ? undefined : query.data?.page

  // After a page change the visitor reads on from the top of the list, where focus goes too.
  useEffect(() => {
    if (shownPage === undefined || asked.current !== shownPage) return
    asked.current = null
    // Focusing scrolls the list into view, as far as needed.
    list.current?.focus()
  }, [shownPage])

  const goTo = (next: number) => {
    asked.current = next
    setPage(next)
  }

  const onPosted = () => {
    void queryClient.invalidateQueries({ queryKey: reviewQueries.of(lang, product.id) })
    setPage(1)
  }

  if (query.isError && query.data === undefined) {
    return (
      <p role="alert" className="mt-6 text-slate-700 dark:text-slate-300">
        <Trans>The reviews could not be loaded. Please try again later.</Trans>
      </p>
    )
  }
  const answer = query.data
  const listedPage = answer?.page ?? page
  const pages = answer?.pageCount ?? 0
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-2">
      <div className="flex flex-col gap-8">
        {answer === undefined ? null : <Summary summary={answer.summary} />}
        {signedIn ? <ReviewForm product={product} lang={lang} session={session} onPosted={onPosted} /> : <SignInToReview lang={lang} />}
      </div>
      <div>
        {answer === undefined ? (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            <Trans>Loading reviews…</Trans>
          </p>
        ) : (
          <>
            <div ref={list} tabIndex={-1} aria-busy={query.isPlaceholderData} className={`rounded ${focusRing}`}>
              <ol className="flex flex-col gap-6" aria-label={t`Reviews, page ${listedPage} of ${pages}`}>
                {answer.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} lang={lang} />
                ))}
              </ol>
            </div>
            <Pager page={answer.page} pageCount={answer.pageCount} onPage={goTo} />
          </>
        )}
      </div>
    </div>
  )
}
