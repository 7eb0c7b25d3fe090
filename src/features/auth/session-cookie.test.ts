import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSessionToken,
  expiredSessionCookie,
  readSessionToken,
  sessionCookie,
  storeSessionToken,
  tokenFromCookies,
} from './session-cookie'

afterEach(() => clearSessionToken())

describe('session cookie', () => {
  it('lasts one day on the whole site, SameSite=Lax, Secure only on https', () => {
    expect(sessionCookie('abc', 'http:')).toBe('storm-session=abc; Max-Age=86400; Path=/; SameSite=Lax')
    expect(sessionCookie('abc', 'https:')).toBe('storm-session=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure')
    expect(expiredSessionCookie('https:')).toBe('storm-session=; Max-Age=0; Path=/; SameSite=Lax; Secure')
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
