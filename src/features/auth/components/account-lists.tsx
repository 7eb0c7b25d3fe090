import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useRef, type ReactNode } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { DELIVERY_NAMES } from '~/site/delivery-names'
import { authQueries } from '../queries'
import { CARD_BRAND_NAMES, type Order, type Project } from '../schemas'
import { FormMessage } from '~/components/form/form-message'

/** Loading, failure and empty states around a list from the account API. */
function Loaded<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty: ReactNode; children: (items: T[]) => ReactNode }) {
  const { t } = useLingui()
  if (query.isError) return <FormMessage kind="error">{t`This list could not be loaded. Please reload the page.`}</FormMessage>
  if (query.data === undefined) return <p role="status">{t`Loading…`}</p>
  if (query.data.length === 0) return <p>{empty}</p>
  return children(query.data)
}

const PROJECT_STATUS: Record<Project['status'], MessageDescriptor> = {
  active: msg`In progress`,
  completed: msg`Completed`,
  paused: msg`Paused`,
}

const ORDER_STATUS: Record<Order['status'], MessageDescriptor> = {
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}


function formatDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDate))
}

export function ProjectList({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  return (
    <Loaded query={useQuery(authQueries.projects())} empty={<Trans>You have no projects yet.</Trans>}>
      {(projects) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {projects.map((project) => {
            const updated = formatDate(lang, project.updatedAt)
            const progress = project.progress
            return (
            <li key={project.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
              <h2 className="font-bold">{project.name}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {i18n._(PROJECT_STATUS[project.status])} ·{' '}
                <Trans>updated {updated}</Trans>
              </p>
              <label className="mt-3 block text-sm">
                <Trans>Progress: {progress}%</Trans>
                <progress max={100} value={project.progress} className="mt-1 block h-2 w-full accent-indigo-700" />
              </label>
            </li>
            )
          })}
        </ul>
      )}
    </Loaded>
  )
}

export function PaymentDetails() {
  const { t } = useLingui()
  return (
    <Loaded query={useQuery(authQueries.paymentMethods())} empty={<Trans>No card is stored.</Trans>}>
      {(cards) => (
        <ul className="space-y-4">
          {cards.map((card) => {
            const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
            const last4 = card.last4
            return (
              <li key={card.id} className="max-w-sm rounded-2xl bg-linear-to-br from-indigo-800 to-slate-900 p-6 text-white shadow-lg">
                <p className="text-sm">{CARD_BRAND_NAMES[card.brand]}</p>
                {/* The number is masked: only its last four digits are ever stored. */}
                <p className="mt-4 font-mono text-xl tracking-widest">
                  <span aria-hidden="true">•••• •••• •••• {last4}</span>
                  <span className="sr-only">{t`Card ending in ${last4}`}</span>
                </p>
                <div className="mt-4 flex justify-between text-sm">
                  <span>{card.holder}</span>
                  <span>
                    <Trans>Expires {expiry}</Trans>
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Loaded>
  )
}

/**
 * The account's saved delivery addresses (the checkout fills in the first), each with its country
 * named in the page's language.
 */
export function SavedAddresses({ lang }: { lang: Lang }) {
  const countries = new Intl.DisplayNames(LOCALE_TAGS[lang].intl, { type: 'region' })
  return (
    <section aria-labelledby="saved-addresses-heading" className="mt-10 max-w-lg">
      <h2 id="saved-addresses-heading" className="mb-4 text-xl font-bold">
        <Trans>Delivery address</Trans>
      </h2>
      <Loaded query={useQuery(authQueries.addresses())} empty={<Trans>No address is saved.</Trans>}>
        {(addresses) => (
          <ul className="space-y-4">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
                <address className="not-italic">
                  <span className="block font-semibold">{address.name}</span>
                  <span className="block">{address.address}</span>
                  <span className="block">
                    {address.postalCode} {address.city}
                  </span>
                  <span className="block">{countries.of(address.country) ?? address.country}</span>
                  <span className="block">{address.phone}</span>
                </address>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        <Trans>The shop's checkout fills in this address for you; you can change it there for each order.</Trans>
      </p>
    </section>
  )
}

type OrderItem = Order['items'][number]

/**
 * An ordered line as the page names it: the product, its size and colour ('' for none) and, when
 * known, the picture of the product in its colour.
 */
export type DescribeOrderItem = (item: OrderItem) => { name: string; choice: string; image?: string }

const byId: DescribeOrderItem = (item) => ({ name: item.productId, choice: '' })

/** The account's orders, newest first (the API's order is not relied on). */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
}

// A cell's label on a phone, where each order is a card of its own: seen only there, and not read
// out (the column's header names the cell).
const cellLabel = 'block text-xs font-semibold text-slate-600 sm:hidden dark:text-slate-300'
const cellClass = 'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1 sm:py-3 sm:pr-4'

/**
 * The orders the shop recorded for the account, newest first: number, date and time (the
 * visitor's own time zone), the items by their names in the page's language with their pictures,
 * the delivery method (older orders recorded none), status and total. One list: a table on wider
 * screens, a card an order on a phone. The order `opened` (the checkout's confirmation links to
 * it) is marked, scrolled to and focused once the list has loaded.
 */
export function OrderHistory({
  lang,
  describeItem = byId,
  opened,
}: {
  lang: Lang
  /** Names a line in the page's language (orders placed before the shop offered choices have none). */
  describeItem?: DescribeOrderItem
  /** The number of the order to open. */
  opened?: string
}) {
  const { t, i18n } = useLingui()
  // As the shop writes money (the `$` sign, SPEC.md §9), so the totals read the same as at checkout.
  const money = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
  const placed = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'medium', timeStyle: 'short' })
  // Once only: a later render (the list refreshed) leaves the visitor where they are.
  const landed = useRef(false)
  const land = (cell: HTMLElement | null) => {
    if (cell === null || landed.current) return
    landed.current = true
    cell.scrollIntoView({ block: 'center' })
    cell.focus({ preventScroll: true })
  }
  return (
    <Loaded
      query={useQuery(authQueries.orders())}
      empty={<Trans>You have not ordered anything yet. Orders you place in the shop while signed in are listed here.</Trans>}
    >
      {(orders) => (
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">{t`Your orders, newest first`}</caption>
          <thead className="border-b border-slate-300 max-sm:sr-only dark:border-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4">{t`Order`}</th>
              <th scope="col" className="py-2 pr-4">{t`Date`}</th>
              <th scope="col" className="py-2 pr-4">{t`Items`}</th>
              <th scope="col" className="py-2 pr-4">{t`Delivery`}</th>
              <th scope="col" className="py-2 pr-4">{t`Status`}</th>
              <th scope="col" className="py-2 text-right">{t`Total`}</th>
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-4">
            {newestFirst(orders).map((order) => {
              const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
              const isOpened = order.id === opened
              return (
                <tr
                  key={order.id}
                  data-opened={isOpened || undefined}
                  className="border-b border-slate-200 align-top data-opened:bg-indigo-50 max-sm:flex max-sm:flex-col max-sm:rounded-2xl max-sm:border max-sm:p-4 dark:border-slate-700 dark:data-opened:bg-indigo-950"
                >
                  <th
                    scope="row"
                    tabIndex={isOpened ? -1 : undefined}
                    ref={isOpened ? land : undefined}
                    className="py-3 pr-4 font-mono font-semibold max-sm:pt-0 max-sm:text-base sm:pl-2"
                  >
                    {order.id}
                  </th>
                  <td className={cellClass}>
                    <span aria-hidden="true" className={cellLabel}>{t`Date`}</span>
                    <time dateTime={order.placedAt}>{placed.format(new Date(order.placedAt))}</time>
                  </td>
                  <td className="max-sm:py-2 sm:py-3 sm:pr-4">
                    <Plural value={count} one="# item" other="# items" />
                    <ul className="mt-1 flex flex-col gap-2 text-slate-600 dark:text-slate-300">
                      {order.items.map((item, index) => {
                        const { name, choice, image } = describeItem(item)
                        return (
                          // An order's lines do not change: their place tells them apart.
                          // oxlint-disable-next-line react/no-array-index-key
                          <li key={index} className="flex items-start gap-2">
                            {image !== undefined && <img src={image} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-md object-cover" />}
                            <span>
                              {formatQuantity(lang, item.quantity)} × {name}
                              {choice !== '' && <span className="block text-xs">{choice}</span>}
                            </span>
                          </li>
                        )
                      })}
                    </ul>
                  </td>
                  <td className={cellClass}>
                    <span aria-hidden="true" className={cellLabel}>{t`Delivery`}</span>
                    {order.delivery === undefined ? t`Not recorded` : i18n._(DELIVERY_NAMES[order.delivery])}
                  </td>
                  <td className={cellClass}>
                    <span aria-hidden="true" className={cellLabel}>{t`Status`}</span>
                    {i18n._(ORDER_STATUS[order.status])}
                  </td>
                  <td className={`${cellClass} tabular-nums sm:pr-2 sm:text-right max-sm:font-semibold`}>
                    <span aria-hidden="true" className={cellLabel}>{t`Total`}</span>
                    {money.format(order.totalCents / 100)}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </Loaded>
  )
}

function formatQuantity(lang: Lang, quantity: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang].intl).format(quantity)
}
