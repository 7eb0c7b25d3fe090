import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSessionToken,
  expiredSessionCookies,
  readSessionToken,
  sessionCookie,
  storeSessionToken,
  tokenFromCookies,
} from './session-cookie'
import { readSessionTokenSoon } from './session-token'

afterEach(() => clearSessionToken())

describe('session cookie', () => {
  it('lasts one day, SameSite=Lax; on https __Host- prefixed and Secure, on http the plain name', () => {
    expect(sessionCookie('abc', 'http:')).toBe('storm-session=abc; Max-Age=86400; Path=/; SameSite=Lax')
    expect(sessionCookie('abc', 'https:')).toBe('__Host-storm-session=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure')
  })

  it('is deleted under every name it may have: on https the prefixed one and a plain one from before', () => {
    expect(expiredSessionCookies('https:')).toEqual([
      '__Host-storm-session=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'storm-session=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ])
    expect(expiredSessionCookies('http:')).toEqual(['storm-session=; Max-Age=0; Path=/; SameSite=Lax'])
  })

  it('is read under either name, the prefixed one first', () => {
    expect(tokenFromCookies('__Host-storm-session=new')).toBe('new')
    expect(tokenFromCookies('storm-session=old; __Host-storm-session=new')).toBe('new')
    expect(tokenFromCookies('__Host-storm-session=; storm-session=old')).toBe('old')
  })

  it('encodes the token and reads it back among other cookies', () => {
    expect(sessionCookie('a;b=c', 'http:')).toMatch(/^storm-session=a%3Bb%3Dc;/)
    expect(tokenFromCookies('x=1; storm-session=a%3Bb%3Dc; y=2')).toBe('a;b=c')
    expect(tokenFromCookies('x=1')).toBeNull()
    expect(tokenFromCookies('storm-session=')).toBeNull()
    expect(tokenFromCookies('storm-session=%E0%A4%A')).toBeNull()
    expect(tokenFromCookies('not-storm-session=abc')).toBeNull()
  })

  it('is stored, read and cleared in the document', () => {
    expect(readSessionToken()).toBeNull()
    storeSessionToken('storm.token.sig')
    expect(readSessionToken()).toBe('storm.token.sig')
    clearSessionToken()
    expect(readSessionToken()).toBeNull()
    expect(document.cookie).not.toContain('storm-session')
  })
})

describe('reading the session without waiting on the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore')
  })

  function stubCookieStore(get: (name: string) => Promise<{ value?: string } | null>): string[] {
    const asked: string[] = []
    Object.defineProperty(window, 'cookieStore', {
      configurable: true,
      value: {
        get: async (name: string) => {
          asked.push(name)
          return get(name)
        },
      },
    })
    return asked
  }

  it('asks the Cookie Store API for the session cookie, the prefixed name first, and decodes its value', async () => {
    const asked = stubCookieStore(async () => ({ value: 'a%3Bb%3Dc' }))
    await expect(readSessionTokenSoon()).resolves.toBe('a;b=c')
    expect(asked).toEqual(['__Host-storm-session', 'storm-session'])
    const plain = stubCookieStore(async (name) => (name === 'storm-session' ? { value: 'plain' } : null))
    await expect(readSessionTokenSoon()).resolves.toBe('plain')
    expect(plain).toEqual(['__Host-storm-session', 'storm-session'])
  })

  it('finds no session in a missing, empty or malformed cookie', async () => {
    stubCookieStore(async () => null)
    await expect(readSessionTokenSoon()).resolves.toBeNull()
    stubCookieStore(async () => ({ value: '' }))
    await expect(readSessionTokenSoon()).resolves.toBeNull()
    stubCookieStore(async () => ({ value: '%E0%A4%A' }))
    await expect(readSessionTokenSoon()).resolves.toBeNull()
  })

  it('reads document.cookie where the API is missing or fails', async () => {
    storeSessionToken('storm.token.sig')
    expect('cookieStore' in window).toBe(false)
    await expect(readSessionTokenSoon()).resolves.toBe('storm.token.sig')
    stubCookieStore(async () => {
      throw new TypeError('insecure context')
    })
    await expect(readSessionTokenSoon()).resolves.toBe('storm.token.sig')
  })
})
