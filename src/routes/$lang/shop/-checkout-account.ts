import type { QueryClient } from '@tanstack/react-query'
import { authQueries } from '~/features/auth/queries'
import { CARD_BRAND_NAMES, type Address, type PaymentMethod, type User } from '~/features/auth/schemas'
import type { CheckoutAccount } from '~/features/shop/checkout/checkout'
import { isShippingCountry } from '~/features/shop/checkout/countries'

/**
 * The signed-in visitor's account as the shop's checkout reads it: the profile, the first saved
 * address and the saved cards (brand, last four digits and expiry only). Null for a guest. A list
 * that cannot be loaded counts as empty: the visitor types what it would have filled in.
 */
export async function loadCheckoutAccount(queryClient: QueryClient): Promise<CheckoutAccount | null> {
  const user = await queryClient.ensureQueryData(authQueries.me()).catch(() => null)
  if (user === null) return null
  const [addresses, cards] = await Promise.all([
    queryClient.ensureQueryData(authQueries.addresses()).catch((): Address[] => []),
    queryClient.ensureQueryData(authQueries.paymentMethods()).catch((): PaymentMethod[] => []),
  ])
  return toCheckoutAccount(user, addresses, cards)
}

function toCheckoutAccount(user: User, addresses: readonly Address[], cards: readonly PaymentMethod[]): CheckoutAccount {
  const [address] = addresses
  return {
    name: user.name,
    email: user.email,
    address:
      address === undefined
        ? null
        : {
            phone: address.phone,
            address: address.address,
            city: address.city,
            postalCode: address.postalCode,
            country: isShippingCountry(address.country) ? address.country : null,
          },
    cards: cards.map((card) => ({ id: card.id, brand: CARD_BRAND_NAMES[card.brand], last4: card.last4, expMonth: card.expMonth, expYear: card.expYear })),
  }
}
