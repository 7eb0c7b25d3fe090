import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import {
  changePassword,
  deleteProfile,
  fetchAddresses,
  fetchMe,
  fetchNotificationSettings,
  fetchOrders,
  fetchPaymentMethods,
  fetchProjects,
  isUnauthorized,
  login,
  logout,
  requestPasswordReset,
  signup,
  updateNotificationSettings,
  updateProfile,
} from './api'
import type { SessionAnswer, User } from './schemas'
import { SECRET_VARIABLES } from '~/lib/query-client'
import { announceSignOut } from './session-channel'
import { clearSessionToken, readSessionToken, storeSessionToken } from './session-cookie'
import { AUTH_QUERY_ROOT, SESSION_QUERY_KEY } from './session-token'

export const authKeys = {
  all: [AUTH_QUERY_ROOT] as const,
  me: SESSION_QUERY_KEY,
  /** Everything that belongs to the signed-in account; dropped on sign-out. */
  account: [AUTH_QUERY_ROOT, 'account'] as const,
}

/**
 * The signed-in user, or null when signed out. Reads the token from the cookie and asks
 * `/api/me`; a token the API refuses (401) is removed, which signs the visitor out cleanly.
 * Runs in the browser only: a prerendered page is always signed out.
 */
async function loadSession(): Promise<User | null> {
  const token = readSessionToken()
  if (token === null) return null
  try {
    return await fetchMe(token)
  } catch (error) {
    if (!isUnauthorized(error)) throw error
    clearSessionToken()
    return null
  }
}

export const authQueries = {
  me: () =>
    queryOptions({
      queryKey: authKeys.me,
      queryFn: loadSession,
      enabled: typeof window !== 'undefined',
      // ky retries a failed GET once already.
      retry: false,
      staleTime: 5 * 60_000,
    }),
  notifications: () =>
    queryOptions({ queryKey: [...authKeys.account, 'notifications'] as const, queryFn: fetchNotificationSettings, retry: false }),
  projects: () => queryOptions({ queryKey: [...authKeys.account, 'projects'] as const, queryFn: fetchProjects, retry: false }),
  paymentMethods: () =>
    queryOptions({ queryKey: [...authKeys.account, 'payment-methods'] as const, queryFn: fetchPaymentMethods, retry: false }),
  addresses: () => queryOptions({ queryKey: [...authKeys.account, 'addresses'] as const, queryFn: fetchAddresses, retry: false }),
  orders: () => queryOptions({ queryKey: [...authKeys.account, 'orders'] as const, queryFn: fetchOrders, retry: false }),
}

export type SessionState =
  | { status: 'signed-out' }
  | { status: 'checking' }
  | { status: 'signed-in'; user: User }

/**
 * The session as the page shows it. Before hydration (and so in the prerendered HTML) it is
 * signed out; in the browser it is 'checking' while a stored token is being verified.
 */
export function useSession(): SessionState {
  const hydrated = useHydrated()
  const query = useQuery(authQueries.me())
  if (!hydrated) return { status: 'signed-out' }
  if (query.data) return { status: 'signed-in', user: query.data }
  if (query.isPending && readSessionToken() !== null) return { status: 'checking' }
  return { status: 'signed-out' }
}

/**
 * Why a session ends: the visitor signed out (the server revokes the token), the API refused the
 * token (it is dead already: expired, revoked, the account deleted), or another tab signed out
 * (which did both of the others' work: the cookie is gone, the server told).
 */
export type SignOutCause = 'visitor' | 'refused' | 'elsewhere'

/**
 * Forgets the session: the cookie, the user, every piece of account data and every auth mutation
 * with its variables; tells the site's other tabs; and, when the visitor asked, revokes the token
 * on the server. The revocation is not waited for: the page is signed out either way, and a token
 * the call could not reach the server with still expires within the day.
 */
export function signOut(queryClient: QueryClient, cause: SignOutCause): void {
  const token = readSessionToken()
  if (cause !== 'elsewhere') {
    clearSessionToken()
    announceSignOut()
  }
  if (cause === 'visitor' && token !== null) void logout(token).catch(() => undefined)
  void queryClient.cancelQueries({ queryKey: authKeys.all })
  queryClient.removeQueries({ queryKey: authKeys.account })
  const mutations = queryClient.getMutationCache()
  for (const mutation of mutations.findAll({ mutationKey: authKeys.all })) mutations.remove(mutation)
  queryClient.setQueryData(authKeys.me, null)
}

/**
 * Signs the visitor out when any query or mutation answers 401 (the token expired or was
 * revoked while the page was open). Returns the unsubscribe function.
 */
export function signOutOnUnauthorized(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) signOut(queryClient, 'refused')
  }
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  return () => {
    unsubscribeQueries()
    unsubscribeMutations()
  }
}

function startSession(queryClient: QueryClient, answer: SessionAnswer): void {
  storeSessionToken(answer.token)
  queryClient.removeQueries({ queryKey: authKeys.account })
  queryClient.setQueryData(authKeys.me, answer.user)
}

export const loginMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [AUTH_QUERY_ROOT, 'login'],
    mutationFn: login,
    // The variables are the email and password, the answer the token: gone once settled.
    gcTime: 0,
    meta: SECRET_VARIABLES,
    onSuccess: (answer) => startSession(queryClient, answer),
  })

export const signupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [AUTH_QUERY_ROOT, 'signup'],
    mutationFn: signup,
    gcTime: 0,
    meta: SECRET_VARIABLES,
    onSuccess: (answer) => startSession(queryClient, answer),
  })

export function useLoginMutation() {
  return useMutation(loginMutationOptions(useQueryClient()))
}

export function useSignupMutation() {
  return useMutation(signupMutationOptions(useQueryClient()))
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: [AUTH_QUERY_ROOT, 'forgot-password'], mutationFn: requestPasswordReset })
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [AUTH_QUERY_ROOT, 'profile'],
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  })
}

export function useChangePasswordMutation() {
  return useMutation({ mutationKey: [AUTH_QUERY_ROOT, 'password'], mutationFn: changePassword, gcTime: 0, meta: SECRET_VARIABLES })
}

export function useUpdateNotificationsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [AUTH_QUERY_ROOT, 'notifications'],
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(authQueries.notifications().queryKey, settings),
  })
}

export function useDeleteProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [AUTH_QUERY_ROOT, 'delete'],
    mutationFn: deleteProfile,
    // The confirmation is the account's email address.
    gcTime: 0,
    meta: SECRET_VARIABLES,
    // The account is gone, and its token with it.
    onSuccess: () => signOut(queryClient, 'refused'),
  })
}
