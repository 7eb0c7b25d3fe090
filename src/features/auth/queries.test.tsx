import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_USER } from '../../../mocks/fixtures/account'
import { AUTH_URLS, EMAIL_TAKEN_MESSAGE, issueToken, LOGIN_FAILED_MESSAGE, resetAuthMockState, sessionRevoked } from '../../../mocks/handlers/auth'
import { server } from '../../../mocks/node'
import { recordOrder, resetOrderStore } from '../../../mocks/order-store'
import { createQueryClient } from '~/lib/query-client'
import { ApiError, fetchMe } from './api'
import {
  authKeys,
  authQueries,
  signOut,
  signOutOnUnauthorized,
  useChangePasswordMutation,
  useDeleteProfileMutation,
  useLoginMutation,
  useSession,
  useSignupMutation,
  useUpdateProfileMutation,
} from './queries'
import { clearSessionToken, readSessionToken, storeSessionToken } from './session-cookie'

let queryClient: QueryClient
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

beforeEach(() => {
  resetAuthMockState()
  resetOrderStore()
  queryClient = createQueryClient()
})
afterEach(() => {
  clearSessionToken()
  queryClient.clear()
})

describe('the session query', () => {
  it('is signed out without a cookie, without asking the API', async () => {
    let asked = false
    server.use(http.get(AUTH_URLS.me, () => ((asked = true), HttpResponse.json(DEMO_USER))))
    await expect(queryClient.fetchQuery(authQueries.me())).resolves.toBeNull()
    expect(asked).toBe(false)
  })

  it('reads the token from the cookie and asks /api/me with it', async () => {
    const token = issueToken(DEMO_USER)
    let authorization: string | null = null
    server.use(http.get(AUTH_URLS.me, ({ request }) => ((authorization = request.headers.get('authorization')), HttpResponse.json(DEMO_USER))))
    storeSessionToken(token)
    await expect(queryClient.fetchQuery(authQueries.me())).resolves.toEqual(DEMO_USER)
    expect(authorization).toBe(`Bearer ${token}`)
  })

  it.each([
    ['an expired token', issueToken(DEMO_USER, Date.now() - 1)],
    ['an unknown token', 'storm.unknown.token'],
  ])('signs out cleanly on %s: null and no cookie left', async (_case, token) => {
    storeSessionToken(token)
    await expect(queryClient.fetchQuery(authQueries.me())).resolves.toBeNull()
    expect(readSessionToken()).toBeNull()
  })

  it('keeps the cookie when the API cannot be reached (a failure, not a sign-out)', async () => {
    server.use(http.get(AUTH_URLS.me, () => HttpResponse.json({ message: 'Down' }, { status: 503 })))
    storeSessionToken(issueToken(DEMO_USER))
    await expect(queryClient.fetchQuery(authQueries.me())).rejects.toBeInstanceOf(ApiError)
    expect(readSessionToken()).not.toBeNull()
  })

  it('useSession: checking while a stored token is verified, then signed in', async () => {
    storeSessionToken(issueToken(DEMO_USER))
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current).toEqual({ status: 'checking' })
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', user: DEMO_USER }))
  })

  it('useSession: signed out at once without a cookie', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current).toEqual({ status: 'signed-out' })
    await waitFor(() => expect(queryClient.getQueryData(authKeys.me)).toBeNull())
    expect(result.current).toEqual({ status: 'signed-out' })
  })
})

/** Every variable and answer the mutation cache still holds, as text. */
function mutationCacheText(): string {
  return JSON.stringify(queryClient.getMutationCache().getAll().map((mutation) => [mutation.state.variables, mutation.state.data]))
}

describe('credentials in the mutation cache', () => {
  it('a sign-in, right or wrong, leaves neither the password nor the token in the cache', async () => {
    const login = renderHook(() => useLoginMutation(), { wrapper })
    await act(async () => {
      await login.result.current.mutateAsync({ email: DEMO_ACCOUNT.email, password: 'wrong-password' }).catch(() => undefined)
    })
    // The form still shows why it failed.
    await waitFor(() => expect(login.result.current.error).toEqual(new ApiError(400, LOGIN_FAILED_MESSAGE)))
    expect(mutationCacheText()).not.toContain('wrong-password')
    await act(() => login.result.current.mutateAsync({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }))
    const token = readSessionToken() ?? 'no token'
    expect(mutationCacheText()).not.toContain(DEMO_ACCOUNT.password)
    expect(mutationCacheText()).not.toContain(token)
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })

  it('a password change and a profile deletion leave nothing behind either', async () => {
    storeSessionToken(issueToken(DEMO_USER))
    const password = renderHook(() => useChangePasswordMutation(), { wrapper })
    await act(() => password.result.current.mutateAsync({ currentPassword: DEMO_ACCOUNT.password, newPassword: 'New-secret-2026' }))
    expect(mutationCacheText()).not.toContain('New-secret-2026')
    expect(mutationCacheText()).not.toContain(DEMO_ACCOUNT.password)
    const remove = renderHook(() => useDeleteProfileMutation(), { wrapper })
    await act(() => remove.result.current.mutateAsync({ confirmation: DEMO_ACCOUNT.email }))
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })

  it('sign-out removes every auth mutation, one still pending included', async () => {
    storeSessionToken(issueToken(DEMO_USER))
    server.use(http.put(AUTH_URLS.me, () => new Promise<Response>(() => undefined)))
    const update = renderHook(() => useUpdateProfileMutation(), { wrapper })
    act(() => update.result.current.mutate({ name: 'Deniz Ak', email: 'private@example.com' }))
    await waitFor(() => expect(mutationCacheText()).toContain('private@example.com'))
    signOut(queryClient, 'visitor')
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })
})

describe('sign-in and sign-up', () => {
  it('signing in stores the cookie and sets the session without another request', async () => {
    const session = renderHook(() => useSession(), { wrapper })
    const login = renderHook(() => useLoginMutation(), { wrapper })
    await waitFor(() => expect(queryClient.getQueryData(authKeys.me)).toBeNull())
    let meRequests = 0
    server.use(http.get(AUTH_URLS.me, () => (meRequests++, HttpResponse.json(DEMO_USER))))

    await act(() => login.result.current.mutateAsync({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }))
    expect(readSessionToken()).toMatch(/^storm\./)
    await waitFor(() => expect(session.result.current).toEqual({ status: 'signed-in', user: DEMO_USER }))
    expect(meRequests).toBe(0)
    // Nothing of the session in local storage.
    expect(window.localStorage.length).toBe(0)
  })

  it('a failure keeps the visitor signed out with the API message, and a new attempt clears it', async () => {
    const login = renderHook(() => useLoginMutation(), { wrapper })
    await act(async () => {
      await login.result.current.mutateAsync({ email: DEMO_ACCOUNT.email, password: 'wrong' }).catch(() => undefined)
    })
    await waitFor(() => expect(login.result.current.error).toEqual(new ApiError(400, LOGIN_FAILED_MESSAGE)))
    expect(readSessionToken()).toBeNull()

    act(() => login.result.current.mutate({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }))
    await waitFor(() => expect(login.result.current.isPending).toBe(true))
    expect(login.result.current.error).toBeNull()
    await waitFor(() => expect(login.result.current.isSuccess).toBe(true))
  })

  it('signing up starts a session; a taken address is an error with the API message', async () => {
    const signup = renderHook(() => useSignupMutation(), { wrapper })
    await act(async () => {
      await signup.result.current.mutateAsync({ name: 'Ayşe Kaya', email: DEMO_ACCOUNT.email, password: 'secret123' }).catch(() => undefined)
    })
    await waitFor(() => expect(signup.result.current.error).toEqual(new ApiError(409, EMAIL_TAKEN_MESSAGE)))
    await act(() => signup.result.current.mutateAsync({ name: 'Ayşe Kaya', email: 'ayse@example.com', password: 'secret123' }))
    expect(queryClient.getQueryData(authKeys.me)).toMatchObject({ name: 'Ayşe Kaya', email: 'ayse@example.com' })
    expect(readSessionToken()).toMatch(/^storm\./)
  })
})

describe('signing out', () => {
  async function signedIn() {
    storeSessionToken(issueToken(DEMO_USER))
    const order = recordOrder(
      {
        lines: [{ productId: 'ceramic-mug', quantity: 1 }],
        contact: { name: 'Deniz Yıldız', email: DEMO_USER.email, phone: '+90 532 123 45 67' },
        shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
        delivery: 'standard',
      },
      DEMO_USER.id,
    )
    await queryClient.fetchQuery(authQueries.me())
    await queryClient.fetchQuery(authQueries.orders())
    return order
  }

  it('clears the cookie, the user and every piece of account data', async () => {
    const order = await signedIn()
    expect(queryClient.getQueryData(authQueries.orders().queryKey)).toEqual([order])
    signOut(queryClient, 'visitor')
    expect(readSessionToken()).toBeNull()
    expect(queryClient.getQueryData(authKeys.me)).toBeNull()
    expect(queryClient.getQueryData(authQueries.orders().queryKey)).toBeUndefined()
  })

  it('revokes the token on the server: a call with it answers 401 afterwards', async () => {
    await signedIn()
    const token = readSessionToken() ?? ''
    const loggedOut = new Promise<Request>((resolve) => {
      server.events.on('response:mocked', ({ request, response }) => {
        if (request.url.endsWith('/api/logout') && response.status === 204) resolve(request)
      })
    })
    signOut(queryClient, 'visitor')
    expect((await loggedOut).headers.get('authorization')).toBe(`Bearer ${token}`)
    server.events.removeAllListeners()
    await expect(fetchMe(token)).rejects.toMatchObject({ status: 401 })
    // Another session of the same account is not touched.
    await expect(fetchMe(issueToken(DEMO_USER))).resolves.toEqual(DEMO_USER)
  })

  it('tells the other tabs, which forget the account without signing out again', async () => {
    await signedIn()
    const otherTab = new BroadcastChannel('storm-session')
    const heard = new Promise<unknown>((resolve) => (otherTab.onmessage = (event: MessageEvent<unknown>) => resolve(event.data)))
    signOut(queryClient, 'refused')
    await expect(heard).resolves.toEqual({ type: 'signed-out' })
    otherTab.close()

    // The other tab's side: the cookie is already gone; it drops its own copy of the account.
    const other = createQueryClient()
    other.setQueryData(authKeys.me, DEMO_USER)
    other.setQueryData(authQueries.orders().queryKey, [])
    let logoutCalls = 0
    server.use(http.post(AUTH_URLS.logout, () => (logoutCalls++, new HttpResponse(null, { status: 204 }))))
    signOut(other, 'elsewhere')
    expect(other.getQueryData(authKeys.me)).toBeNull()
    expect(other.getQueryData(authQueries.orders().queryKey)).toBeUndefined()
    expect(logoutCalls).toBe(0)
  })

  it('happens by itself when any call answers 401', async () => {
    const unsubscribe = signOutOnUnauthorized(queryClient)
    await signedIn()
    server.use(sessionRevoked)
    await expect(queryClient.fetchQuery({ ...authQueries.projects() })).rejects.toMatchObject({ status: 401 })
    expect(readSessionToken()).toBeNull()
    expect(queryClient.getQueryData(authKeys.me)).toBeNull()
    expect(queryClient.getQueryData(authQueries.orders().queryKey)).toBeUndefined()
    unsubscribe()
  })

  it('happens by itself when a mutation answers 401', async () => {
    const unsubscribe = signOutOnUnauthorized(queryClient)
    await signedIn()
    const update = renderHook(() => useUpdateProfileMutation(), { wrapper })
    server.use(sessionRevoked)
    await act(async () => {
      await update.result.current.mutateAsync({ name: 'X', email: 'x@example.com' }).catch(() => undefined)
    })
    expect(readSessionToken()).toBeNull()
    expect(queryClient.getQueryData(authKeys.me)).toBeNull()
    unsubscribe()
  })

  it('follows a deleted profile', async () => {
    await signedIn()
    const remove = renderHook(() => useDeleteProfileMutation(), { wrapper })
    await act(() => remove.result.current.mutateAsync({ confirmation: DEMO_ACCOUNT.email }))
    expect(readSessionToken()).toBeNull()
    expect(queryClient.getQueryData(authKeys.me)).toBeNull()
  })

  it('a profile update refreshes the signed-in user', async () => {
    await signedIn()
    const update = renderHook(() => useUpdateProfileMutation(), { wrapper })
    await act(() => update.result.current.mutateAsync({ name: 'Deniz Ak', email: DEMO_ACCOUNT.email }))
    expect(queryClient.getQueryData(authKeys.me)).toMatchObject({ name: 'Deniz Ak', lastName: 'Ak' })
  })
})
