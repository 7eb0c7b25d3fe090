import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { primaryButtonClass } from '~/components/button-styles'
import type { Lang } from '~/lib/languages'
import { formatQuantityOption } from '../cart'
import { choiceNames, describeChoice } from '../choice-text'
import { DEFAULT_DELIVERY, DELIVERY_NAMES, type DeliveryMethod } from '../delivery'
import { formatMoney } from '../money'
import { priceCheckout, salePrice } from '../pricing'
import { cartMarker } from '../stored-cart'
import { priceLines, useCartLines } from '../use-cart-lines'
import type { CartItem } from '../schemas'
import { itemAvailable } from '../stock-check'
import { CheckoutForm, type CheckoutSession } from './checkout-form'
import { EmptyCart } from './empty-cart'
import { OrderSummary } from './order-summary'

/** The lines of an order, each with its size and colour: the summary's, and the confirmation's. */
function OrderedLines({ lines, lang, className }: { lines: readonly CartItem[]; lang: Lang; className: string }) {
  const { i18n } = useLingui()
  return (
    <ul className={`divide-y divide-slate-200 dark:divide-slate-700 ${className}`}>
      {lines.map((item) => {
        const described = describeChoice(i18n, choiceNames(item.product, item.choice))
        return (
          <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
            <span>
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

/**
 * The checkout page: the form beside the order summary; after the order, its confirmation. A
 * signed-in visitor's order is sent with the `session` token, so it shows in their order history,
 * and the form fills in what their account holds. The delivery method chosen in the form prices
 * the summary.
 */
export function CheckoutView({ lang, session }: { lang: Lang; session: CheckoutSession }) {
  const { i18n } = useLingui()
  const { items, hydrating } = useCartLines(lang)
  const [placed, setPlaced] = useState<{ orderNumber: string; lines: readonly CartItem[] } | null>(null)
  const [delivery, setDelivery] = useState<DeliveryMethod>(DEFAULT_DELIVERY)
  const price = priceCheckout(priceLines(items), delivery)

  if (placed !== null) {
    const { orderNumber } = placed
    return (
      <section aria-labelledby="order-placed-heading" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
        <h2 id="order-placed-heading" className="text-2xl font-bold" tabIndex={-1} ref={(element) => element?.focus()}>
          <Trans>Thank you for your order</Trans>
        </h2>
        <p className="text-lg">
          <Trans>
            Your order number is <strong>{orderNumber}</strong>
          </Trans>
        </p>
        <h3 className="sr-only">
          <Trans>What you ordered</Trans>
        </h3>
        <OrderedLines lines={placed.lines} lang={lang} className="w-full text-left" />
        <Link to="/$lang/shop/grid" params={{ lang }} className={primaryButtonClass}>
          <Trans>Continue shopping</Trans>
        </Link>
      </section>
    )
  }
  if (items.length === 0) return <EmptyCart lang={lang} />

  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <CheckoutForm
        lang={lang}
        items={items}
        subtotal={price.total - price.discount}
        delivery={delivery}
        onDeliveryChange={setDelivery}
        session={session}
        onPlaced={(orderNumber, lines) => setPlaced({ orderNumber, lines })}
      />
      <section aria-labelledby="checkout-summary-heading" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-700" {...cartMarker(hydrating)}>
        <h2 id="checkout-summary-heading" className="mb-4 text-xl font-bold">
          <Trans>Order summary</Trans>
        </h2>
        <OrderedLines lines={items} lang={lang} className="mb-4" />
        <OrderSummary price={price} lang={lang} delivery={{ name: i18n._(DELIVERY_NAMES[delivery]), cost: price.delivery }} />
      </section>
    </div>
  )
}
