import { delay, http, HttpResponse, type StrictRequest, type DefaultBodyType } from 'msw'
import * as v from 'valibot'
import {
  DeleteProfileRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  NotificationSettingsSchema,
  PasswordChangeRequestSchema,
  ProfileUpdateRequestSchema,
  SignupRequestSchema,
  UserSchema,
  type NotificationSettings,
  type User,
} from '~/features/auth/schemas'
import {
  DEFAULT_NOTIFICATIONS,
  DEMO_ACCOUNT,
  DEMO_ADDRESSES,
  DEMO_PAYMENT_METHODS,
  DEMO_PROJECTS,
  DEMO_USER,
} from '../fixtures/account'
import { ordersOf } from '../order-store'

/** Any API host: the base URL comes from configuration. */
export const AUTH_URLS = {
  login: '*/api/login',
  logout: '*/api/logout',
  signup: '*/api/signup',
  forgotPassword: '*/api/forgot-password',
  me: '*/api/me',
  password: '*/api/me/password',
  notifications: '*/api/me/notifications',
  projects: '*/api/me/projects',
  paymentMethods: '*/api/me/payment-methods',
  addresses: '*/api/me/addresses',
  orders: '*/api/me/orders',
} as const

/** SPEC.md §7, §9: the fake backend answers the login after 500 ms. */
export const LOGIN_DELAY_MS = 500
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000
const TOKEN_SECRET = 'storm-mock-api'

// ---- The mock server's memory: the demo account, plus what sign-ups and edits add ----

interface Account {
  user: User
  password: string
  notifications: NotificationSettings
}

let accounts = new Map<number, Account>()
let nextUserId = 2
const deletedUserIds = new Set<number>()
/** The ids (`jti`) of the tokens signed out with `POST api/logout`: refused from then on. */
const revokedTokenIds = new Set<string>()

/** Back to the built-in demo account only (tests call it between cases). */
export function resetAuthMockState(): void {
  accounts = new Map([[DEMO_USER.id, { user: { ...DEMO_USER }, password: DEMO_ACCOUNT.password, notifications: { ...DEFAULT_NOTIFICATIONS } }]])
  nextUserId = 2
  deletedUserIds.clear()
  revokedTokenIds.clear()
}
resetAuthMockState()

function findByEmail(email: string): Account | undefined {
  const wanted = email.toLowerCase()
  return [...accounts.values()].find((account) => account.user.email.toLowerCase() === wanted)
}

// ---- Tokens: signed, self-contained and expiring, like a JWT, so a reload of the demo (which
// restarts this in-memory server) keeps a signed-up visitor's session ----

// `jti`: each token's own id, so that signing out revokes that session and no other.
const TokenClaimsSchema = v.object({ user: UserSchema, exp: v.number(), jti: v.pipe(v.string(), v.nonEmpty()) })
type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return btoa(String.fromCodePoint(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.codePointAt(0) ?? 0))
}

// FNV-1a: enough to tell a token this server issued from a made-up one.
function signature(payload: string): string {
  let hash = 0x811c9dc5
  for (const char of TOKEN_SECRET + payload) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** A random id (getRandomValues: unlike randomUUID, also on a demo served over plain http to another host). */
function tokenId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A token for `user` that expires at `expiresAt` (ms); tests make expired ones with it. */
export function issueToken(user: User, expiresAt = Date.now() + TOKEN_LIFETIME_MS): string {
  const payload = base64Url(JSON.stringify({ user, exp: expiresAt, jti: tokenId() } satisfies TokenClaims))
  return `storm.${payload}.${signature(payload)}`
}

function verifyToken(token: string): TokenClaims | null {
  const [prefix, payload, sig, ...rest] = token.split('.')
  if (prefix !== 'storm' || payload === undefined || sig !== signature(payload) || rest.length > 0) return null
  try {
    const claims = v.safeParse(TokenClaimsSchema, JSON.parse(fromBase64Url(payload)))
    return claims.success && claims.output.exp > Date.now() && !revokedTokenIds.has(claims.output.jti) ? claims.output : null
  } catch {
    return null
  }
}

/** The valid claims of `Authorization: Bearer {token}`, or null (missing, unknown, expired, revoked). */
function bearerClaims(request: StrictRequest<DefaultBodyType>): TokenClaims | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')
  return match?.[1] === undefined ? null : verifyToken(match[1])
}

/** The account behind `Authorization: Bearer {token}`, or null (missing, unknown, expired, revoked, deleted). */
function authenticate(request: StrictRequest<DefaultBodyType>): Account | null {
  const claims = bearerClaims(request)
  if (claims === null || deletedUserIds.has(claims.user.id)) return null
  const known = accounts.get(claims.user.id)
  if (known) return known
  // Issued before the in-memory server restarted: the token carries the user.
  const restored: Account = { user: claims.user, password: '', notifications: { ...DEFAULT_NOTIFICATIONS } }
  accounts.set(claims.user.id, restored)
  return restored
}

/**
 * Who sends a request that may be made signed out (an order): a guest when it carries no
 * `Authorization` header, the user of a valid token, or 'refused' for a token that is not (the
 * caller answers 401 rather than file the order under nobody).
 */
export function requestSender(request: StrictRequest<DefaultBodyType>): { kind: 'guest' } | { kind: 'user'; user: User } | { kind: 'refused' } {
  if (!request.headers.has('authorization')) return { kind: 'guest' }
  const account = authenticate(request)
  return account === null ? { kind: 'refused' } : { kind: 'user', user: account.user }
}

// ---- Answers ----

const error = (message: string, status: number) => HttpResponse.json({ message }, { status })
const unauthorised = () => error('Unauthorised', 401)

/** The body parsed with `schema`, or the 400 answer to send instead. */
async function readBody<TSchema extends v.GenericSchema>(
  request: StrictRequest<DefaultBodyType>,
  schema: TSchema,
): Promise<{ ok: true; value: v.InferOutput<TSchema> } | { ok: false; response: Response }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { ok: false, response: error('The request body must be JSON', 400) }
  }
  const result = v.safeParse(schema, body)
  if (!result.success) return { ok: false, response: error(result.issues[0].message, 400) }
  return { ok: true, value: result.output }
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

export const LOGIN_FAILED_MESSAGE = 'Email or password is incorrect'
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists'
export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect'

export const authHandlers = [
  http.post(AUTH_URLS.login, async ({ request }) => {
    await delay(LOGIN_DELAY_MS)
    const body = await readBody(request, LoginRequestSchema)
    if (!body.ok) return body.response
    const account = findByEmail(body.value.email)
    if (account === undefined || account.password !== body.value.password || deletedUserIds.has(account.user.id)) {
      return error(LOGIN_FAILED_MESSAGE, 400)
    }
    return HttpResponse.json({ token: issueToken(account.user), user: account.user })
  }),

  http.post(AUTH_URLS.signup, async ({ request }) => {
    await delay(LOGIN_DELAY_MS)
    const body = await readBody(request, SignupRequestSchema)
    if (!body.ok) return body.response
    const { name, email, password } = body.value
    if (findByEmail(email) !== undefined) return error(EMAIL_TAKEN_MESSAGE, 409)
    const user: User = { id: nextUserId++, username: email.split('@')[0] ?? email, email, name, ...splitName(name) }
    accounts.set(user.id, { user, password, notifications: { ...DEFAULT_NOTIFICATIONS } })
    return HttpResponse.json({ token: issueToken(user), user }, { status: 201 })
  }),

  // Sign-out: the token is revoked, and every later call with it answers 401 like an expired one.
  http.post(AUTH_URLS.logout, ({ request }) => {
    const claims = bearerClaims(request)
    if (claims === null) return unauthorised()
    revokedTokenIds.add(claims.jti)
    return new HttpResponse(null, { status: 204 })
  }),

  // The same answer whether or not the address has an account: it must not tell.
  http.post(AUTH_URLS.forgotPassword, async ({ request }) => {
    await delay()
    const body = await readBody(request, ForgotPasswordRequestSchema)
    if (!body.ok) return body.response
    return HttpResponse.json({ message: 'If the address has an account, a reset link is on its way' }, { status: 202 })
  }),

  http.get(AUTH_URLS.me, ({ request }) => {
    const account = authenticate(request)
    return account === null ? unauthorised() : HttpResponse.json(account.user)
  }),

  http.put(AUTH_URLS.me, async ({ request }) => {
    await delay()
    const account = authenticate(request)
    if (account === null) return unauthorised()
    const body = await readBody(request, ProfileUpdateRequestSchema)
    if (!body.ok) return body.response
    const owner = findByEmail(body.value.email)
    if (owner !== undefined && owner !== account) return error(EMAIL_TAKEN_MESSAGE, 409)
    account.user = { ...account.user, ...body.value, ...splitName(body.value.name) }
    return HttpResponse.json(account.user)
  }),

  http.delete(AUTH_URLS.me, async ({ request }) => {
    await delay()
    const account = authenticate(request)
    if (account === null) return unauthorised()
    const body = await readBody(request, DeleteProfileRequestSchema)
    if (!body.ok) return body.response
    if (body.value.confirmation.toLowerCase() !== account.user.email.toLowerCase()) {
      return error('The confirmation does not match the account email address', 400)
    }
    accounts.delete(account.user.id)
    deletedUserIds.add(account.user.id)
    return new HttpResponse(null, { status: 204 })
  }),

  http.put(AUTH_URLS.password, async ({ request }) => {
    await delay()
    const account = authenticate(request)
    if (account === null) return unauthorised()
    const body = await readBody(request, PasswordChangeRequestSchema)
    if (!body.ok) return body.response
    if (body.value.currentPassword !== account.password) return error(WRONG_PASSWORD_MESSAGE, 400)
    account.password = body.value.newPassword
    return new HttpResponse(null, { status: 204 })
  }),

  http.get(AUTH_URLS.notifications, ({ request }) => {
    const account = authenticate(request)
    return account === null ? unauthorised() : HttpResponse.json(account.notifications)
  }),

  http.put(AUTH_URLS.notifications, async ({ request }) => {
    await delay()
    const account = authenticate(request)
    if (account === null) return unauthorised()
    const body = await readBody(request, NotificationSettingsSchema)
    if (!body.ok) return body.response
    account.notifications = body.value
    return HttpResponse.json(account.notifications)
  }),

  http.get(AUTH_URLS.projects, ({ request }) =>
    authenticate(request) === null ? unauthorised() : HttpResponse.json(DEMO_PROJECTS),
  ),
  http.get(AUTH_URLS.paymentMethods, ({ request }) =>
    authenticate(request) === null ? unauthorised() : HttpResponse.json(DEMO_PAYMENT_METHODS),
  ),
  // The demo account's saved address; an account made with sign-up has none yet.
  http.get(AUTH_URLS.addresses, ({ request }) => {
    const account = authenticate(request)
    if (account === null) return unauthorised()
    return HttpResponse.json(account.user.id === DEMO_USER.id ? DEMO_ADDRESSES : [])
  }),
  http.get(AUTH_URLS.orders, ({ request }) => {
    const account = authenticate(request)
    return account === null ? unauthorised() : HttpResponse.json(ordersOf(account.user.id))
  }),
]

/** Error cases for `server.use(...)` in tests and `window.mockScenarios` in the demo. */
export const loginServerError = http.post(AUTH_URLS.login, () => error('Internal server error', 500))
export const loginNetworkError = http.post(AUTH_URLS.login, () => HttpResponse.error())
/** Every authenticated call answers 401, as after the server revoked the session. */
export const sessionRevoked = http.all('*/api/me*', () => unauthorised())
