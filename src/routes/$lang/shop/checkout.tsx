import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { onSignOutElsewhere } from '~/features/auth/session-channel'
import { readSessionToken, readSessionTokenSoon } from '~/features/auth/session-token'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { ShopPage } from '~/features/shop/page-shell'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The checkout (the catalog's query, the summary, the form) is a lazily loaded part: prerendered into
// the page, hydrated once its code has arrived after the first load.
const CheckoutView = lazyWithPreload(() => import('~/features/shop/checkout/checkout-view').then((module) => module.CheckoutView))

export const Route = createFileRoute('/$lang/shop/checkout')({
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), CheckoutView.preload()]),
  head: pageHead,
  component: CheckoutPage,
})

function CheckoutPage() {
  const { lang } = Route.useParams()
  const queryClient = useQueryClient()
  // A signed-in visitor's order goes with the session token; a refused one signs them out. Their
  // account's details fill in the form. The session's code, with the API client, loads only for a
  // visitor with a token: it is not part of this page's first load.
  const session = useMemo(
    () => ({
      token: readSessionToken,
      onRefused: () => void import('~/features/auth/queries').then(({ signOut }) => signOut(queryClient, 'refused')),
      account: async () =>
        (await readSessionTokenSoon()) === null ? null : (await import('./-checkout-account')).loadCheckoutAccount(queryClient),
      onSignedOutElsewhere: onSignOutElsewhere,
    }),
    [queryClient],
  )
  return (
    <ShopPage title={<Trans>Checkout</Trans>}>
      <CheckoutView lang={lang} session={session} />
    </ShopPage>
  )
}
