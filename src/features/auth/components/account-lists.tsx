import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
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

const DELIVERY: Record<NonNullable<Order['delivery']>, MessageDescriptor> = {
  standard: msg`Standard delivery`,
  express: msg`Express delivery`,
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

/** An ordered line as the page names it: the product, and its size and colour ('' for none). */
export type DescribeOrderItem = (item: OrderItem) => { name: string; choice: string }

const byId: DescribeOrderItem = (item) => ({ name: item.productId, choice: '' })

/** The account's orders, newest first (the API's order is not relied on). */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
}

/**
 * The orders the shop recorded for the account, newest first: number, date and time (the
 * visitor's own time zone), the items by their names in the page's language, the delivery method
 * (older orders recorded none), status and total.
 */
export function OrderHistory({
  lang,
  describeItem = byId,
}: {
  lang: Lang
  /** Names a line in the page's language (orders placed before the shop offered choices have none). */
  describeItem?: DescribeOrderItem
}) {
  const { t, i18n } = useLingui()
  // As the shop writes money (the `$` sign, SPEC.md §9), so the totals read the same as at checkout.
  const money = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
  const placed = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Loaded
      query={useQuery(authQueries.orders())}
      empty={<Trans>You have not ordered anything yet. Orders you place in the shop while signed in are listed here.</Trans>}
    >
      {(orders) => (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-xl text-left text-sm">
            <caption className="sr-only">{t`Your orders, newest first`}</caption>
            <thead className="border-b border-slate-300 dark:border-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4">{t`Order`}</th>
                <th scope="col" className="py-2 pr-4">{t`Date`}</th>
                <th scope="col" className="py-2 pr-4">{t`Items`}</th>
                <th scope="col" className="py-2 pr-4">{t`Delivery`}</th>
                <th scope="col" className="py-2 pr-4">{t`Status`}</th>
                <th scope="col" className="py-2 text-right">{t`Total`}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(orders).map((order) => {
                const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
                return (
                  <tr key={order.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-3 pr-4 font-mono font-semibold">{order.id}</th>
                    <td className="py-3 pr-4">
                      <time dateTime={order.placedAt}>{placed.format(new Date(order.placedAt))}</time>
                    </td>
                    <td className="py-3 pr-4">
                      <Plural value={count} one="# item" other="# items" />
                      <ul className="text-slate-600 dark:text-slate-300">
                        {order.items.map((item, index) => {
                          const { name, choice } = describeItem(item)
                          return (
                            // An order's lines do not change: their place tells them apart.
                            // oxlint-disable-next-line react/no-array-index-key
                            <li key={index}>
                              {formatQuantity(lang, item.quantity)} × {name}
                              {choice !== '' && <span className="block text-xs">{choice}</span>}
                            </li>
                          )
                        })}
                      </ul>
                    </td>
                    <td className="py-3 pr-4">{order.delivery === undefined ? t`Not recorded` : i18n._(DELIVERY[order.delivery])}</td>
                    <td className="py-3 pr-4">{i18n._(ORDER_STATUS[order.status])}</td>
                    <td className="py-3 text-right tabular-nums">{money.format(order.totalCents / 100)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Loaded>
  )
}

function formatQuantity(lang: Lang, quantity: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang].intl).format(quantity)
}
