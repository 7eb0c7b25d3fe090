import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ButtonLink } from '~/components/button'
import { focusRing } from '~/components/focus-ring'
import type { Lang } from '~/lib/languages'
import { cartMarker } from './stored-cart'
import { itemAvailable } from './stock-check'
import { useCartLines } from './use-cart-lines'
import { EmptyCart } from './empty-cart'

/**
 * The empty-cart page of the demo's navigation, agreeing with the cart: the empty state when the
 * cart is empty; otherwise it says how many items the cart holds (as the header's badge counts
 * them) and leads to the cart and the checkout.
 */
export function EmptyCartView({ lang }: { lang: Lang }) {
  const { items, hydrating } = useCartLines(lang)
  if (items.length === 0) return <EmptyCart lang={lang} />
  const count = items.reduce((sum, item) => sum + (itemAvailable(item) > 0 ? item.quantity : 0), 0)
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" {...cartMarker(hydrating)}>
      <p className="text-lg font-semibold">
        {count === 0 ? (
          <Trans>Your cart is not empty: what it holds is out of stock.</Trans>
        ) : (
          <Plural value={count} one="Your cart is not empty: it holds # item." other="Your cart is not empty: it holds # items." />
        )}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-4">
        <ButtonLink lang={lang} page="shop/checkout">
          <Trans>Continue to Checkout</Trans>
        </ButtonLink>
        <Link to="/$lang/shop/cart" params={{ lang }} className={`rounded font-semibold underline underline-offset-4 ${focusRing}`}>
          <Trans>View cart</Trans>
        </Link>
      </div>
    </div>
  )
}
