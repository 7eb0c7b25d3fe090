import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Lang } from '~/lib/languages'
import { formatQuantityOption, quantityOptions } from './cart'
import { formatMoney } from '../money'
import { salePrice } from '../pricing'
import { choiceNames, describeChoice, lineName } from './choice-text'
import type { CartItem } from '../schemas'
import { pictureOf } from '../pictures'
import { itemAvailable } from './stock-check'
import { useSetCartQuantity } from './use-cart'
import { focusRing } from '~/components/focus-ring'
import { selectClass } from '../styles'

function CartLine({ item, lang, compact }: { item: CartItem; lang: Lang; compact: boolean }) {
  const { t, i18n } = useLingui()
  const selectId = useId()
  const setQuantity = useSetCartQuantity()
  const { product } = item
  const names = choiceNames(product, item.choice)
  // The line's controls are named after the product and its choice: two lines of one product differ.
  const name = lineName(i18n, product.name, names)
  const described = describeChoice(i18n, names)
  const lineTotal = formatMoney(salePrice(product.price, product.sale) * item.quantity, lang)
  // A line out of stock stays in the cart, said to be so, and is neither priced nor ordered.
  const outOfStock = itemAvailable(item) === 0
  return (
    <li className="flex gap-4 py-4">
      <img src={pictureOf(product, item.choice)} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex justify-between gap-3">
          <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} className={`rounded font-semibold hover:underline ${focusRing}`}>
            {product.name}
          </Link>
          {!outOfStock && <span className="font-semibold whitespace-nowrap">{lineTotal}</span>}
        </div>
        {described !== '' && <p className="text-sm text-slate-700 dark:text-slate-300">{described}</p>}
        {!compact && <p className="text-sm text-slate-600 dark:text-slate-300">{product.category}</p>}
        <div className="flex items-center gap-4">
          {outOfStock ? (
            <p className="text-sm font-semibold text-red-700 dark:text-red-400">
              <Trans>Out of stock</Trans>
            </p>
          ) : (
            <>
              <label htmlFor={selectId} className="sr-only">
                {t`Quantity of ${name}`}
              </label>
              <select
                id={selectId}
                value={item.quantity}
                onChange={(event) => setQuantity(product, Number(event.target.value), item.choice)}
                className={`${selectClass} min-h-10 py-1`}
              >
                {quantityOptions(item.quantity, itemAvailable(item)).map((option) => (
                  <option key={option} value={option}>
                    {formatQuantityOption(option)}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            onClick={() => setQuantity(product, 0, item.choice)}
            aria-label={t`Remove: ${name}`}
            className={`min-h-10 rounded px-1 text-sm font-semibold text-red-700 underline underline-offset-4 hover:text-red-900 dark:text-red-400 dark:hover:text-red-300 ${focusRing}`}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  )
}

/** The cart's lines: quantity select (01, 02, 03 and the current one when higher) and Remove. */
export function CartLines({ items, lang, compact = false }: { items: readonly CartItem[]; lang: Lang; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {items.map((item) => (
        <CartLine key={item.id} item={item} lang={lang} compact={compact} />
      ))}
    </ul>
  )
}
