import { act, screen } from '@testing-library/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { cartItemsAtom } from './atoms'
import { cartPanelNoticeAtom } from './cart-notice'
import { cartPanelOpenAtom } from './stored-cart'
import { DEMO_CART_ITEMS } from './demo-cart'
import { useSetCartQuantity, useUndoRemoval } from './use-cart'
import type { Product } from './schemas'

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
      { id: 'indigo', name: 'Indigo', hex: '#4f46e5', available: true },
      { id: 'black', name: 'Black', hex: '#1f2937', available: true },
    ],
    gender: 'unisex',
    size: 'S–XXL',
    sizes: [
      { id: 's', label: 'S', available: true },
      { id: 'm', label: 'M', available: true },
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
      <button type="button" onClick={() => setQuantity(HOODIE, 0, { size: 'm', color: 'indigo' })}>remove</button>
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
    expect(screen.getByTestId('notice')).toHaveTextContent('Storm hoodie (M, Indigo) is back in your cart')
    expect(screen.queryByRole('button', { name: 'undo' })).toBeNull()
  })
})
