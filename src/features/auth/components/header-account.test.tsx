import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../../../mocks/fixtures/account'
import { issueToken, resetAuthMockState } from '../../../../mocks/handlers/auth'
import { renderWithProviders } from '../../../../tests/render'
import { createQueryClient } from '~/lib/query-client'
import { signOut } from '../queries'
import { clearSessionToken, storeSessionToken } from '../session-cookie'
import { HeaderAccount } from './header-account'

async function renderHeaderAccount(queryClient: QueryClient) {
  const root = createRootRoute({ component: () => <HeaderAccount lang="en" /> })
  const page = createRoute({ getParentRoute: () => root, path: '/en/shop/checkout' })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/en/shop/checkout'] }) })
  await renderWithProviders(<RouterProvider router={router} />, { queryClient })
}

beforeEach(() => {
  resetAuthMockState()
  storeSessionToken(issueToken(DEMO_USER))
})
afterEach(() => clearSessionToken())

describe('HeaderAccount', () => {
  it("offers 'Sign in' once another tab signed out, even while this tab still reads the old cookie", async () => {
    const queryClient = createQueryClient()
    await renderHeaderAccount(queryClient)
    expect(await screen.findByRole('button', { name: new RegExp(DEMO_USER.name) })).toBeInTheDocument()

    // The other tab cleared the cookie and said so; this tab's copy of the cookies has not caught up.
    act(() => signOut(queryClient, 'elsewhere'))
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth/sign-in?returnUrl=%2Fen%2Fshop%2Fcheckout')
    expect(screen.queryByRole('status', { name: /Checking your session/ })).toBeNull()
  })
})
