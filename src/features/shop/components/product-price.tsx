import { Trans } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { formatMoney } from '../money'
import { salePrice } from '../pricing'
import type { Product } from '../schemas'

/** The price, and on sale the reduced price with the old one struck through. */
export function ProductPrice({ product, lang, className }: { product: Product; lang: Lang; className?: string }) {
  const now = salePrice(product.price, product.sale)
  if (now === product.price) {
    return <p className={`font-bold ${className ?? ''}`}>{formatMoney(product.price, lang)}</p>
  }
  const price = formatMoney(now, lang)
  const was = formatMoney(product.price, lang)
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className ?? ''}`}>
      <span className="font-bold text-red-700 dark:text-red-400">
        <span className="sr-only">
          <Trans>Sale price:</Trans>{' '}
        </span>
        {price}
      </span>
      <s className="text-sm text-slate-600 dark:text-slate-300">
        <span className="sr-only">
          <Trans>Original price:</Trans>{' '}
        </span>
        {was}
      </s>
    </p>
  )
}

/** "−20 %" or "−$15.00": what the sale takes off. */
export function SaleBadge({ product, lang }: { product: Product; lang: Lang }) {
  const sale = product.sale
  if (sale === undefined || sale.discount === 0) return null
  const off =
    sale.type === 'percent'
      ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(sale.discount / 100)
      : formatMoney(sale.discount, lang)
  return (
    <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
      <Trans>Sale −{off}</Trans>
    </span>
  )
}
