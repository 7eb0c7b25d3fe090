import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../../../mocks/fixtures/account'
import { issueToken, resetAuthMockState } from '../../../../mocks/handlers/auth'
import { server } from '../../../../mocks/node'
import { recordOrder, resetOrderStore } from '../../../../mocks/order-store'
import { renderWithProviders } from '../../../../tests/render'
import type { OrderRequest } from '~/features/shop/checkout/checkout'
import type { ProductId } from '~/site/product-ids'
import { clearSessionToken, storeSessionToken } from '../session-cookie'
import { OrderHistory, SavedAddresses, type DescribeOrderItem } from './account-lists'

const NAMES: Partial<Record<ProductId, string>> = { 'ceramic-mug': 'Keramikbecher', 'desk-lamp': 'Schreibtischlampe' }
const productName = (id: ProductId) => NAMES[id] ?? id
const byName: DescribeOrderItem = ({ productId }) => ({ name: productName(productId), choice: '' })

function order(lines: OrderRequest['lines'], delivery: OrderRequest['delivery'] = 'standard'): OrderRequest {
  return {
    lines,
    contact: { name: 'Deniz Yıldız', email: DEMO_USER.email, phone: '+90 532 123 45 67' },
    shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
    delivery,
  }
}

beforeEach(() => {
  resetAuthMockState()
  resetOrderStore()
  storeSessionToken(issueToken(DEMO_USER))
})
afterEach(() => clearSessionToken())

describe('OrderHistory', () => {
  it("lists the account's orders newest first, in the page's language", async () => {
    const older = recordOrder(order([{ productId: 'ceramic-mug', quantity: 2 }]), DEMO_USER.id, new Date('2026-11-20T09:00:00Z'))
    const newer = recordOrder(
      order([
        { productId: 'desk-lamp', quantity: 1 },
        { productId: 'ceramic-mug', quantity: 1 },
      ], 'express'),
      DEMO_USER.id,
      new Date('2026-11-22T15:30:00Z'),
    )
    // Someone else's order and a guest's are not in this history.
    recordOrder(order([{ productId: 'desk-lamp', quantity: 3 }]), DEMO_USER.id + 1)
    recordOrder(order([{ productId: 'desk-lamp', quantity: 4 }]), null)

    await renderWithProviders(<OrderHistory lang="de" describeItem={byName} />, { lang: 'de' })

    const rows = await screen.findAllByRole('row')
    // The header row, then one row an order.
    expect(rows).toHaveLength(3)
    const [first, second] = rows.slice(1)
    if (first === undefined || second === undefined) throw new Error('two orders expected')
    expect(within(first).getByRole('rowheader')).toHaveTextContent(newer.id)
    expect(within(second).getByRole('rowheader')).toHaveTextContent(older.id)
    expect(within(first).getByText('2 Artikel')).toBeInTheDocument()
    expect(within(first).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 × Schreibtischlampe', '1 × Keramikbecher'])
    // $54.00 − $10.00 + $14.50 = $58.50, plus 18 % tax: $69.03, plus express delivery ($14.99):
    // $84.02, written the German way.
    expect(within(first).getByText('84,02 $')).toBeInTheDocument()
    expect(within(first).getByRole('cell', { name: 'Expressversand' })).toBeInTheDocument()
    expect(within(second).getByRole('cell', { name: 'Standardversand' })).toBeInTheDocument()
    expect(within(second).getByText('2 Artikel')).toBeInTheDocument()
    expect(within(second).getByText('2 × Keramikbecher')).toBeInTheDocument()
    expect(within(second).getByText('In Bearbeitung')).toBeInTheDocument()
    expect(within(second).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z')
    expect(within(second).getByRole('time')).toHaveTextContent(/20\.11\.2026/)
  })

  it('still reads an order recorded before the checkout offered a delivery method', async () => {
    const old = { id: 'ST-1001', placedAt: '2026-11-20T09:00:00.000Z', status: 'delivered', items: [{ productId: 'ceramic-mug', quantity: 2 }], totalCents: 3422 }
    server.use(http.get('*/api/me/orders', () => HttpResponse.json([old])))
    await renderWithProviders(<OrderHistory lang="en" describeItem={byName} />, { lang: 'en' })
    const row = (await screen.findAllByRole('row'))[1]
    if (row === undefined) throw new Error('one order expected')
    expect(within(row).getByRole('rowheader')).toHaveTextContent('ST-1001')
    expect(within(row).getByRole('cell', { name: 'Not recorded' })).toBeInTheDocument()
    expect(within(row).getByText('$34.22')).toBeInTheDocument()
  })

  it("shows each line's size and colour, and an older line without one as it is", async () => {
    recordOrder(
      order([
        { productId: 'storm-hoodie', quantity: 1, choice: { size: 'l', color: 'black' } },
        { productId: 'storm-hoodie', quantity: 2, choice: { size: 'm', color: 'indigo' } },
        { productId: 'ceramic-mug', quantity: 1 },
      ]),
      DEMO_USER.id,
    )
    const describeItem: DescribeOrderItem = ({ productId, choice }) => ({
      name: productName(productId),
      choice: choice === undefined ? '' : `Size: ${choice.size?.toUpperCase() ?? ''} · Colour: ${choice.color ?? ''}`,
    })
    await renderWithProviders(<OrderHistory lang="en" describeItem={describeItem} />, { lang: 'en' })
    const row = (await screen.findAllByRole('row'))[1]
    if (row === undefined) throw new Error('one order expected')
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 × storm-hoodieSize: L · Colour: black',
      '2 × storm-hoodieSize: M · Colour: indigo',
      '1 × Keramikbecher',
    ])
  })

  it('says so, translated, when the account has no orders', async () => {
    await renderWithProviders(<OrderHistory lang="tr" describeItem={byName} />, { lang: 'tr' })
    expect(await screen.findByText(/^Henüz/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('SavedAddresses', () => {
  it("shows the account's saved address with its country in the page's language", async () => {
    await renderWithProviders(<SavedAddresses lang="de" />, { lang: 'de' })
    expect(await screen.findByText('26130 Eskişehir')).toBeInTheDocument()
    expect(screen.getByText('Türkei')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Lieferadresse' })).toBeInTheDocument()
  })
})
