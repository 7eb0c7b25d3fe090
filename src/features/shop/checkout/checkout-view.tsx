import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ButtonLink } from '~/components/button'
import { focusRing } from '~/components/focus-ring'
import { SignInLink } from '~/components/sign-in-link'
import type { Lang } from '~/lib/languages'
import { useHydrating } from '~/lib/use-hydrating'
import { formatQuantityOption } from '../cart/cart'
import { choiceNames, describeChoice } from '../cart/choice-text'
import { DEFAULT_DELIVERY, DELIVERY_NAMES, deliveryTime, type DeliveryMethod } from '../delivery'
import { formatMoney } from '../money'
import { pictureOf } from '../pictures'
import { priceCheckout, salePrice, type CheckoutPrice } from '../pricing'
import { cartMarker } from '../cart/stored-cart'
import { priceLines, useCartLines } from '../cart/use-cart-lines'
import type { CartItem } from '../schemas'
import { itemAvailable } from '../cart/stock-check'
import { CheckoutForm, type CheckoutSession, type OrderRecipient } from './checkout-form'
import { EmptyCart } from '../cart/empty-cart'
import { OrderSummary } from '../cart/order-summary'

/** The lines of an order, each with its picture, size and colour: the summary's, and the confirmation's. */
function OrderedLines({ lines, lang, className = '' }: { lines: readonly CartItem[]; lang: Lang; className?: string }) {
  const { i18n } = useLingui()
  return (
    <ul className={`divide-y divide-slate-200 dark:divide-slate-700 ${className}`}>
      {lines.map((item) => {
        const described = describeChoice(i18n, choiceNames(item.product, item.choice))
        return (
          <li key={item.id} className="flex items-start gap-3 py-2 text-sm">
            <img src={pictureOf(item.product, item.choice)} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md object-cover" />
            <span className="min-w-0 flex-1">
              {formatQuantityOption(item.quantity)} × {item.product.name}
              {described !== '' && <span className="block text-slate-600 dark:text-slate-300">{described}</span>}
            </span>
            {itemAvailable(item) === 0 ? (
              <span className="font-semibold whitespace-nowrap text-red-700 dark:text-red-400">
                <Trans>Out of stock</Trans>
              </span>
            ) : (
              <span className="whitespace-nowrap">{formatMoney(salePrice(item.product.price, item.product.sale) * item.quantity, lang)}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The lines and the figures of the order: one component for the phone's disclosure and the desktop's column. */
function SummaryBody({ lines, price, delivery, lang }: { lines: readonly CartItem[]; price: CheckoutPrice; delivery: DeliveryMethod; lang: Lang }) {
  const { i18n } = useLingui()
  return (
    <>
      <OrderedLines lines={lines} lang={lang} className="mb-4" />
      <OrderSummary price={price} lang={lang} delivery={{ name: i18n._(DELIVERY_NAMES[delivery]), cost: price.delivery }} />
    </>
  )
}

interface PlacedOrder {
  orderNumber: string
  lines: readonly CartItem[]
  price: CheckoutPrice
  delivery: DeliveryMethod
  recipient: OrderRecipient
  /** Placed while signed in: the account's order history lists it. */
  signedIn: boolean
}

/**
 * The confirmation: the order number, what was ordered with the figures the summary showed, the
 * delivery method with its time, the address, and where to find the order again (the account's
 * order history, opened at this order; a guest keeps the number).
 */
function OrderPlaced({ placed, lang }: { placed: PlacedOrder; lang: Lang }) {
  const { i18n } = useLingui()
  const { orderNumber, recipient, delivery } = placed
  const email = recipient.email
  const name = i18n._(DELIVERY_NAMES[delivery])
  const time = deliveryTime(i18n, delivery)
  const boxClass = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'
  return (
    <section aria-labelledby="order-placed-heading" className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <div className="text-center">
        <h2 id="order-placed-heading" className="text-2xl font-bold" tabIndex={-1} ref={(element) => element?.focus()}>
          <Trans>Thank you for your order</Trans>
        </h2>
        <p className="mt-2 text-lg">
          <Trans>
            Your order number is <strong>{orderNumber}</strong>
          </Trans>
        </p>
      </div>
      <section aria-labelledby="order-placed-items" className={boxClass}>
        <h3 id="order-placed-items" className="mb-2 text-lg font-bold">
          <Trans>What you ordered</Trans>
        </h3>
        <SummaryBody lines={placed.lines} price={placed.price} delivery={delivery} lang={lang} />
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="order-placed-delivery" className={boxClass}>
          <h3 id="order-placed-delivery" className="mb-2 text-lg font-bold">
            <Trans>Delivery</Trans>
          </h3>
          <p>
            <Trans comment="A delivery method and how long it takes, e.g. “Standard delivery: 3–5 working days”">
              {name}: {time}
            </Trans>
          </p>
        </section>
        <section aria-labelledby="order-placed-address" className={boxClass}>
          <h3 id="order-placed-address" className="mb-2 text-lg font-bold">
            <Trans>Delivery address</Trans>
          </h3>
          <address className="not-italic">
            {recipient.name}
            <br />
            {recipient.address}
            <br />
            {recipient.postalCode} {recipient.city}
            <br />
            {recipient.country}
          </address>
        </section>
      </div>
      {placed.signedIn ? (
        <p className="text-center">
          <Link
            to="/$lang/account/order-history"
            params={{ lang }}
            search={{ order: orderNumber }}
            className={`rounded font-semibold underline underline-offset-4 ${focusRing}`}
          >
            <Trans>See this order in your order history</Trans>
          </Link>
        </p>
      ) : (
        <p className="text-center text-slate-700 dark:text-slate-300">
          <Trans>
            You ordered as a guest, so the order is in no account’s order history: keep its number, {orderNumber}. The confirmation goes
            to {email} (in this demo, no email is sent).
          </Trans>
        </p>
      )}
      <ButtonLink lang={lang} page="shop/grid" className="self-center">
        <Trans>Continue shopping</Trans>
      </ButtonLink>
    </section>
  )
}

/**
 * Whether the visitor has a session: read after hydration (the prerendered page is a guest's),
 * and false again when they sign out in another tab.
 */
function useSignedIn(session: CheckoutSession): boolean {
  const hydrating = useHydrating()
  const [signedOutElsewhere, setSignedOutElsewhere] = useState(false)
  useEffect(() => session.onSignedOutElsewhere(() => setSignedOutElsewhere(true)), [session])
  return !hydrating && !signedOutElsewhere && session.token() !== null
}

/**
 * The checkout page: the form beside the order summary; after the order, its confirmation. A
 * signed-in visitor's order is sent with the `session` token, so it shows in their order history,
 * and the form fills in what their account holds; a guest is offered to sign in and come back. The
 * delivery method chosen in the form prices the summary. On a phone the summary is a disclosure
 * above the form whose line shows the order total; on a desktop a column that stays in view.
 */
export function CheckoutView({ lang, session }: { lang: Lang; session: CheckoutSession }) {
  const { items, hydrating } = useCartLines(lang)
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const [delivery, setDelivery] = useState<DeliveryMethod>(DEFAULT_DELIVERY)
  const signedIn = useSignedIn(session)
  const price = priceCheckout(priceLines(items), delivery)

  if (placed !== null) return <OrderPlaced placed={placed} lang={lang} />
  if (items.length === 0) return <EmptyCart lang={lang} />

  const total = formatMoney(price.orderTotal, lang)
  const summary = <SummaryBody lines={items} price={price} delivery={delivery} lang={lang} />
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-10" {...cartMarker(hydrating)}>
      <div className="flex min-w-0 flex-col gap-6">
        {!signedIn && (
          <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <Trans>
              Have an account?{' '}
              <SignInLink lang={lang} className={`rounded font-semibold underline underline-offset-4 ${focusRing}`}>
                Sign in
              </SignInLink>{' '}
              and the checkout fills in your saved address and card.
            </Trans>
          </p>
        )}
        <details className="group rounded-2xl border border-slate-200 lg:hidden dark:border-slate-700">
          <summary className={`flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden ${focusRing}`}>
            <span className="flex items-center gap-2">
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="transition-transform group-open:rotate-90 motion-reduce:transition-none">
                <path d="M9 6l6 6-6 6" />
              </svg>
              <Trans>Order summary</Trans>
            </span>
            <span className="text-lg font-bold tabular-nums">
              <span className="sr-only">
                <Trans>Order total:</Trans>{' '}
              </span>
              {total}
            </span>
          </summary>
          <div className="border-t border-slate-200 px-4 pt-2 pb-4 dark:border-slate-700">{summary}</div>
        </details>
        <CheckoutForm
          lang={lang}
          items={items}
          subtotal={price.total - price.discount}
          delivery={delivery}
          onDeliveryChange={setDelivery}
          session={session}
          onPlaced={(orderNumber, lines, recipient) =>
            setPlaced({ orderNumber, lines, price: priceCheckout(priceLines(lines), delivery), delivery, recipient, signedIn: session.token() !== null })
          }
        />
      </div>
      <section
        aria-labelledby="checkout-summary-heading"
        className="rounded-2xl border border-slate-200 p-6 max-lg:hidden lg:sticky lg:top-24 dark:border-slate-700"
      >
        <h2 id="checkout-summary-heading" className="mb-4 text-xl font-bold">
          <Trans>Order summary</Trans>
        </h2>
        {summary}
      </section>
    </div>
  )
}
