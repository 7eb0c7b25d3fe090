import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { readSessionToken } from '~/features/auth/session-token'
import { preloadCheckout } from '~/features/shop/loaders'
import { ShopPage } from '~/features/shop/components/page-shell'
import { loadQueryClient, useLazyQueryClient, WithQueryClient } from '~/lib/lazy-query-client'
import { pageHead } from '../../-components/page-head'
import { lazyWithPreload } from '~/lib/lazy-with-preload'

// The checkout (the catalog's query, the summary, the form) is a lazily loaded part: prerendered into
// the page, hydrated once its code has arrived after the first load.
const CheckoutView = lazyWithPreload(() => import('~/features/shop/components/checkout-view').then((module) => module.CheckoutView))

export const Route = createFileRoute('/$lang/shop/checkout')({
  loader: ({ context, params }) => Promise.all([preloadCheckout(context.queryClient, params.lang), CheckoutView.preload()]),
  head: ({ params }) => pageHead(params.lang, 'shop/checkout'),
  component: CheckoutPage,
})

function CheckoutPage() {
  const { lang } = Route.useParams()
  const queryClient = useLazyQueryClient()
  // A signed-in visitor's order goes with the session token; a refused one signs them out (the
  // session's code, with the API client, loads only then: it is not part of this page's first load).
  const session = useMemo(
    () => ({
      token: readSessionToken,
      onRefused: () =>
        void Promise.all([import('~/features/auth/queries'), loadQueryClient(queryClient)]).then(([{ signOut }, client]) => signOut(client)),
    }),
    [queryClient],
  )
  return (
    <ShopPage title={<Trans>Checkout</Trans>}>
      <WithQueryClient>
        <CheckoutView lang={lang} session={session} />
      </WithQueryClient>
    </ShopPage>
  )
}
