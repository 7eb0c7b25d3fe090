import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../mocks/node'
import { shopOrderSoldOut } from '../../../../mocks/handlers/shop'
import { resetOrderStore } from '../../../../mocks/order-store'
import { renderWithProviders } from '../../../../tests/render'
import type { CheckoutAccount } from './checkout'
import type { CartItem } from '../schemas'
import { CheckoutForm, type CheckoutSession } from './checkout-form'

const MUG: CartItem = {
  id: 'line-ceramic-mug',
  productId: 'ceramic-mug',
  quantity: 1,
  product: {
    id: 'ceramic-mug',
    categoryId: 'home-office',
    category: 'Home office',
    name: 'Ceramic mug',
    description: 'A mug.',
    images: ['/images/shop/ceramic-mug-1.webp'],
    price: 1450,
    stock: 40,
    attributes: { colors: [], gender: 'unisex', size: '350 ml', sizes: [] },
    tag: null,
    review: { count: 54, stars: 4.8 },
  },
}

const ACCOUNT: CheckoutAccount = {
  name: 'Deniz Yıldız',
  email: 'demo@stormyazilim.com.tr',
  address: { phone: '+90 222 555 01 26', address: 'Cengiz Topel Cad. No: 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
  cards: [{ id: 'card-1', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2099 }],
}

function session(account: CheckoutAccount | null, signedOutElsewhere: Set<() => void> = new Set()): CheckoutSession {
  return {
    token: () => null,
    onRefused: vi.fn(),
    account: () => Promise.resolve(account),
    onSignedOutElsewhere: (listener) => {
      signedOutElsewhere.add(listener)
      return () => signedOutElsewhere.delete(listener)
    },
  }
}

/** The order bodies the mock shop receives. */
function recordOrders(): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/v1/Shop/Order/Create')) void request.clone().json().then((body) => bodies.push(body))
  })
  return bodies
}

afterEach(() => {
  server.events.removeAllListeners()
  resetOrderStore()
})

describe('CheckoutForm with an account', () => {
  it('fills in the profile, the saved address and card; the order goes with the saved card, the chosen delivery and no card data', async () => {
    const bodies = recordOrders()
    const onPlaced = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <CheckoutForm lang="en" items={[MUG]} subtotal={1450} delivery="express" onDeliveryChange={vi.fn()} session={session(ACCOUNT)} onPlaced={onPlaced} />,
    )
    expect(await screen.findByLabelText('Full name')).toHaveValue('Deniz Yıldız')
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Eskişehir'))
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('TR')
    expect(screen.getByRole('radio', { name: 'Saved card: Visa ending in 4242, expires 08/2099' })).toBeChecked()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
    expect(screen.getByText(/^We filled in the details saved in your account\./)).toHaveAttribute('role', 'status')

    // Another card brings the card fields back; the saved card hides them again.
    await user.click(screen.getByRole('radio', { name: 'Use another card' }))
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    await user.click(screen.getByRole('radio', { name: /^Saved card/ }))

    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'İzmir')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    // The confirmation repeats where the order goes, the country by its name.
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith(expect.stringMatching(/^ST-\d+$/), [MUG], {
        name: 'Deniz Yıldız',
        email: 'demo@stormyazilim.com.tr',
        address: 'Cengiz Topel Cad. No: 12',
        city: 'İzmir',
        postalCode: '26130',
        country: 'Türkiye',
      }),
    )
    expect(bodies).toEqual([
      {
        lines: [{ productId: 'ceramic-mug', quantity: 1 }],
        contact: { name: 'Deniz Yıldız', email: 'demo@stormyazilim.com.tr', phone: '+90 222 555 01 26' },
        shipping: { address: 'Cengiz Topel Cad. No: 12', city: 'İzmir', postalCode: '26130', country: 'TR' },
        delivery: 'express',
      },
    ])
  })

  it('drops the saved card when the visitor signs out in another tab, keeping what was typed', async () => {
    const signedOutElsewhere = new Set<() => void>()
    await renderWithProviders(
      <CheckoutForm lang="en" items={[MUG]} subtotal={1450} delivery="standard" onDeliveryChange={vi.fn()} session={session(ACCOUNT, signedOutElsewhere)} onPlaced={vi.fn()} />,
    )
    expect(await screen.findByRole('radio', { name: 'Saved card: Visa ending in 4242, expires 08/2099' })).toBeChecked()
    act(() => {
      for (const listener of signedOutElsewhere) listener()
    })
    expect(screen.queryByRole('radio', { name: /^Saved card/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(screen.getByLabelText('Full name')).toHaveValue('Deniz Yıldız')
  })

  it('offers no expired card and asks a guest for everything', async () => {
    const user = userEvent.setup()
    await renderWithProviders(
      <CheckoutForm
        lang="en"
        items={[MUG]}
        subtotal={1450}
        delivery="standard"
        onDeliveryChange={vi.fn()}
        session={session({ ...ACCOUNT, cards: [{ id: 'card-old', brand: 'Visa', last4: '1111', expMonth: 1, expYear: 2020 }] })}
        onPlaced={vi.fn()}
      />,
    )
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Deniz Yıldız'))
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument()
  })

  it('shows each delivery method with its price, standard free from $100.00, and reports the choice', async () => {
    const onDeliveryChange = vi.fn()
    const user = userEvent.setup()
    const { rerender } = await renderWithProviders(
      <CheckoutForm lang="en" items={[MUG]} subtotal={9_999} delivery="standard" onDeliveryChange={onDeliveryChange} session={session(null)} onPlaced={vi.fn()} />,
    )
    expect(screen.getByRole('radio', { name: /^Standard delivery/ })).toHaveAccessibleName(/\$4\.99$/)
    expect(screen.getByRole('radio', { name: /^Express delivery/ })).toHaveAccessibleName(/\$14\.99$/)
    await user.click(screen.getByRole('radio', { name: /^Express delivery/ }))
    expect(onDeliveryChange).toHaveBeenCalledWith('express')
    rerender(
      <CheckoutForm lang="en" items={[MUG]} subtotal={10_000} delivery="standard" onDeliveryChange={onDeliveryChange} session={session(null)} onPlaced={vi.fn()} />,
    )
    expect(screen.getByRole('radio', { name: /^Standard delivery/ })).toHaveAccessibleName(/Free$/)
    expect(screen.getByRole('radio', { name: /^Express delivery/ })).toHaveAccessibleName(/\$14\.99$/)
    expect(screen.getByLabelText('Full name')).toHaveValue('')
  })

  // The W3C checker's one error on the site: `street-address` is for a textarea.
  it('asks the browser to fill in the first address line', async () => {
    await renderWithProviders(
      <CheckoutForm lang="en" items={[MUG]} subtotal={1450} delivery="standard" onDeliveryChange={vi.fn()} session={session(null)} onPlaced={vi.fn()} />,
    )
    expect(await screen.findByLabelText('Address')).toHaveAttribute('autocomplete', 'address-line1')
  })
})

describe('CheckoutForm and the stock (issue 41)', () => {
  async function placeWithAccount(items: readonly CartItem[]) {
    const onPlaced = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <CheckoutForm lang="en" items={items} subtotal={1450} delivery="standard" onDeliveryChange={vi.fn()} session={session(ACCOUNT)} onPlaced={onPlaced} />,
    )
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Eskişehir'))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    return onPlaced
  }

  it('names a line over its stock and sends no order', async () => {
    const bodies = recordOrders()
    const onPlaced = await placeWithAccount([{ ...MUG, quantity: 41 }])
    expect(await screen.findByRole('alert')).toHaveTextContent('Ceramic mug: only 40 in stock. Please lower the quantity in your cart.')
    expect(bodies).toEqual([])
    expect(onPlaced).not.toHaveBeenCalled()
  })

  it("names the lines the shop refuses for its stock, in the page's language", async () => {
    server.use(shopOrderSoldOut)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onPlaced = await placeWithAccount([MUG])
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ceramic mug is out of stock: please remove it from your cart. Your order was not placed and nothing was charged.',
    )
    expect(onPlaced).not.toHaveBeenCalled()
    expect(logged).toHaveBeenCalledTimes(1)
  })
})
