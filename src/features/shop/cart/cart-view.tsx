import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { cartMarker } from './stored-cart'
import { useCartLines } from './use-cart-lines'
import { CartLines } from './cart-lines'
import { EmptyCart } from './empty-cart'
import { OrderSummary } from './order-summary'

/** The cart page: the panel's lines with the whole order summary. */
export function CartView({ lang }: { lang: Lang }) {
  const { items, price, hydrating } = useCartLines(lang)
  if (items.length === 0) return <EmptyCart lang={lang} />
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]" {...cartMarker(hydrating)}>
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          <Trans>Items</Trans>
        </h2>
        <CartLines items={items} lang={lang} />
      </section>
      <section aria-labelledby="cart-summary-heading" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
        <h2 id="cart-summary-heading" className="mb-4 text-xl font-bold">
          <Trans>Order summary</Trans>
        </h2>
        <OrderSummary price={price} lang={lang} />
        <ButtonLink lang={lang} page="shop/checkout" className="mt-6 w-full">
          <Trans>Continue to Checkout</Trans>
        </ButtonLink>
      </section>
    </div>
  )
}
