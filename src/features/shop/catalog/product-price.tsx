import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
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

/** Whether the product is on sale: it then has a sale badge. */
export function hasSale(product: Product): boolean {
  return product.sale !== undefined && product.sale.discount > 0
}

const badgeClass = 'inline-block max-w-full rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap'

/**
 * A product's badge (its tag, "Out of stock"): one line, never wrapped; `className` replaces its
 * colours.
 */
export function TagBadge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={`${badgeClass} ${className ?? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'}`}>{children}</span>
}

/**
 * "−20 %" or "−$15.00": what the sale takes off, short in every language (the word "Sale" is
 * read out, not shown), on one line.
 */
export function SaleBadge({ product, lang }: { product: Product; lang: Lang }) {
  const sale = product.sale
  if (sale === undefined || !hasSale(product)) return null
  const off =
    sale.type === 'percent'
      ? new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'percent', maximumFractionDigits: 1 }).format(sale.discount / 100)
      : formatMoney(sale.discount, lang)
  return (
    <span className={`${badgeClass} bg-red-700 text-white`}>
      <span className="sr-only">
        <Trans comment="Read out before a sale badge's amount, e.g. “Sale −20 %”">Sale</Trans>{' '}
      </span>
      −{off}
    </span>
  )
}
