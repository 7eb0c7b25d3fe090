import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Lang } from '~/lib/languages'
import { formatMoney } from '../money'
import type { CartPrice } from '../pricing'
import { TAX_PERCENT } from '../pricing'

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? 'border-t border-slate-200 pt-3 text-lg font-bold dark:border-slate-700' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/**
 * Total, discount, subtotal (what the lines add up to), tax and order total of `priceCart`; at the
 * checkout also the chosen `delivery` (its name and cost, which `price.orderTotal` includes).
 */
export function OrderSummary({ price, lang, delivery }: { price: CartPrice; lang: Lang; delivery?: { name: string; cost: number } }) {
  const { t } = useLingui()
  const rate = TAX_PERCENT
  return (
    <dl className="text-slate-800 dark:text-slate-200">
      <Row label={<Trans>Items</Trans>} value={formatMoney(price.total, lang)} />
      <Row label={<Trans>Discount</Trans>} value={price.discount === 0 ? formatMoney(0, lang) : `−${formatMoney(price.discount, lang)}`} />
      <Row label={<Trans>Subtotal</Trans>} value={formatMoney(price.total - price.discount, lang)} />
      <Row label={<Trans>Tax ({rate} %)</Trans>} value={formatMoney(price.tax, lang)} />
      {delivery !== undefined && <Row label={delivery.name} value={delivery.cost === 0 ? t`Free` : formatMoney(delivery.cost, lang)} />}
      <Row label={<Trans>Order total</Trans>} value={formatMoney(price.orderTotal, lang)} strong />
    </dl>
  )
}
