import { act, screen } from '@testing-library/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { cartItemsAtom } from './atoms'
import { cartPanelNoticeAtom } from './cart-notice'
import { cartPanelOpenAtom } from './stored-cart'
import { DEMO_CART_ITEMS } from './demo-cart'
import { useSetCartQuantity, useUndoRemoval } from './use-cart'
import type { Product } from '../schemas'

/** The hook needs the product's id, name, stock and choices. */
const HOODIE: Product = {
  id: 'storm-hoodie',
  categoryId: 'apparel',
  category: 'Apparel',
  name: 'Storm hoodie',
  description: 'A hoodie.',
  images: ['/images/shop/storm-hoodie-1.webp'],
  price: 5900,
  stock: 12,
  attributes: {
    colors: [
      { id: 'indigo', name: 'Indigo', hex: '#4f46e5', image: '/images/shop/storm-hoodie-1.svg', available: true },
      { id: 'black', name: 'Black', hex: '#1f2937', image: '/images/shop/storm-hoodie-2.svg', available: true },
    ],
    gender: 'unisex',
    size: 'S–XXL',
    sizes: [
      { id: 's', label: 'S', available: true },
      { id: 'm', label: 'M', available: true },
      { id: 'l', label: 'L', available: true },
      { id: 'xl', label: 'XL', available: false },
    ],
  },
  tag: null,
  review: { count: 0, stars: 0 },
}

/** The open panel's side of the feedback: the notice it shows, Undo, and the cart. */
function Harness() {
  const openPanel = useSetAtom(cartPanelOpenAtom)
  const setQuantity = useSetCartQuantity()
  const undo = useUndoRemoval()
  const notice = useAtomValue(cartPanelNoticeAtom)
  const items = useAtomValue(cartItemsAtom)
  const removed = notice?.undo
  return (
    <>
      <button type="button" onClick={() => openPanel(true)}>open</button>
      <button type="button" onClick={() => setQuantity(HOODIE, 0, { size: 's', color: 'indigo' })}>remove</button>
      {removed !== undefined && (
        <button type="button" onClick={() => undo(removed)}>undo</button>
      )}
      <p data-testid="notice">{notice?.message}</p>
      <p data-testid="cart">{items.map((item) => `${item.productId}×${item.quantity}`).join(' ')}</p>
    </>
  )
}

describe('cart feedback with the panel open', () => {
  it('goes to the panel, and Undo puts the removed line back at its place with its quantity', async () => {
    await renderWithProviders(<Harness />)
    const before = DEMO_CART_ITEMS.map((item) => `${item.productId}×${item.quantity}`).join(' ')
    expect(screen.getByTestId('cart')).toHaveTextContent(before)
    act(() => screen.getByRole('button', { name: 'open' }).click())
    act(() => screen.getByRole('button', { name: 'remove' }).click())
    expect(screen.getByTestId('notice')).toHaveTextContent('Storm hoodie removed from your cart')
    expect(screen.getByTestId('cart')).not.toHaveTextContent('storm-hoodie')
    act(() => screen.getByRole('button', { name: 'undo' }).click())
    expect(screen.getByTestId('cart')).toHaveTextContent(before)
    expect(screen.getByTestId('notice')).toHaveTextContent('Storm hoodie (S, Indigo) is back in your cart')
    expect(screen.queryByRole('button', { name: 'undo' })).toBeNull()
  })
})

/** Adds the hoodie with a choice out of stock, and a product out of stock altogether, with the panel open. */
function OutOfStockHarness() {
  const openPanel = useSetAtom(cartPanelOpenAtom)
  const setQuantity = useSetCartQuantity()
  const notice = useAtomValue(cartPanelNoticeAtom)
  const soldOutHoodie: Product = { ...HOODIE, stock: 0 }
  return (
    <>
      <button type="button" onClick={() => openPanel(true)}>open</button>
      <button type="button" onClick={() => setQuantity(HOODIE, 1, { size: 'xl', color: 'indigo' })}>xl</button>
      <button type="button" onClick={() => setQuantity(soldOutHoodie, 1)}>all</button>
      <button type="button" onClick={() => setQuantity(HOODIE, 1, { size: 'l', color: 'black' })}>l</button>
      <p data-testid="notice">{notice?.message}</p>
      <p data-testid="detail">{notice?.detail}</p>
    </>
  )
}

describe('cart feedback names the choice', () => {
  it("says which size and colour went in, which one is out of stock, and names a product out of stock alone", async () => {
    await renderWithProviders(<OutOfStockHarness />)
    act(() => screen.getByRole('button', { name: 'open' }).click())
    act(() => screen.getByRole('button', { name: 'l' }).click())
    expect(screen.getByTestId('notice')).toHaveTextContent('Storm hoodie added to your cart')
    expect(screen.getByTestId('detail')).toHaveTextContent('Size: L · Colour: Black')
    act(() => screen.getByRole('button', { name: 'xl' }).click())
    expect(screen.getByTestId('notice')).toHaveTextContent('Storm hoodie (XL, Indigo) is out of stock')
    act(() => screen.getByRole('button', { name: 'all' }).click())
    expect(screen.getByTestId('notice')).toHaveTextContent(/^Storm hoodie is out of stock$/)
  })
})
