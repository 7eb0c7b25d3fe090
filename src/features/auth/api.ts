import { isHTTPError } from 'ky'
import * as v from 'valibot'
import { api } from '~/lib/http'
import {
  AddressListSchema,
  ApiErrorSchema,
  NotificationSettingsSchema,
  OrderListSchema,
  PaymentMethodListSchema,
  ProjectListSchema,
  SessionAnswerSchema,
  UserSchema,
  type DeleteProfileRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type NotificationSettings,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  type SessionAnswer,
  type SignupRequest,
  type User,
} from './schemas'
import { readSessionToken } from './session-cookie'

/** An answer of the API that is an error: its status and its `{message}`, when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The request had no valid session: the caller signs the visitor out. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** Turns ky's HTTP errors into `ApiError`s; network errors and timeouts pass unchanged. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (!isHTTPError(error)) throw error
    const body = v.safeParse(ApiErrorSchema, error.data)
    throw new ApiError(error.response.status, body.success ? body.output.message : error.message)
  }
}

function bearer(): { authorization: string } {
  const token = readSessionToken()
  // Without a token the API answers 401 like it does for an expired one.
  return { authorization: `Bearer ${token ?? ''}` }
}

// Sign-in and sign-up are POSTs and never retried (ky retries only GET).
export const login = (body: LoginRequest): Promise<SessionAnswer> =>
  call(() => api.post('api/login', { json: body }).json(SessionAnswerSchema))

export const signup = (body: SignupRequest): Promise<SessionAnswer> =>
  call(() => api.post('api/signup', { json: body }).json(SessionAnswerSchema))

export const requestPasswordReset = async (body: ForgotPasswordRequest): Promise<void> => {
  await call(() => api.post('api/forgot-password', { json: body }))
}

/**
 * Ends the session on the server: the token is revoked and every later call with it answers 401.
 * A token the server no longer knows answers 401 here too, which is the same outcome.
 */
export const logout = async (token: string): Promise<void> => {
  await call(() => api.post('api/logout', { headers: { authorization: `Bearer ${token}` } }))
}

/** The user of a session token; 401 when it is missing, unknown or expired. */
export const fetchMe = (token: string): Promise<User> =>
  call(() => api.get('api/me', { headers: { authorization: `Bearer ${token}` } }).json(UserSchema))

export const updateProfile = (body: ProfileUpdateRequest): Promise<User> =>
  call(() => api.put('api/me', { json: body, headers: bearer() }).json(UserSchema))

export const changePassword = async (body: PasswordChangeRequest): Promise<void> => {
  await call(() => api.put('api/me/password', { json: body, headers: bearer() }))
}

export const deleteProfile = async (body: DeleteProfileRequest): Promise<void> => {
  await call(() => api.delete('api/me', { json: body, headers: bearer() }))
}

export const fetchNotificationSettings = (): Promise<NotificationSettings> =>
  call(() => api.get('api/me/notifications', { headers: bearer() }).json(NotificationSettingsSchema))

export const updateNotificationSettings = (body: NotificationSettings): Promise<NotificationSettings> =>
  call(() => api.put('api/me/notifications', { json: body, headers: bearer() }).json(NotificationSettingsSchema))

export const fetchProjects = () => call(() => api.get('api/me/projects', { headers: bearer() }).json(ProjectListSchema))

export const fetchPaymentMethods = () =>
  call(() => api.get('api/me/payment-methods', { headers: bearer() }).json(PaymentMethodListSchema))

export const fetchAddresses = () => call(() => api.get('api/me/addresses', { headers: bearer() }).json(AddressListSchema))

export const fetchOrders = () => call(() => api.get('api/me/orders', { headers: bearer() }).json(OrderListSchema))
