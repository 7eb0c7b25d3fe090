import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { validatedStorage } from '~/lib/storage'
import { allowPurposeAtom, consentAtom, decideConsentAtom } from './atoms'
import {
  CONSENT_DECIDED_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentScript,
  decideConsent,
  effectiveConsent,
  sendsGlobalPrivacyControl,
  storedConsentAllowsStatistics,
  StoredConsentOrNullSchema,
} from './consent'

const NOW = new Date('2026-11-22T23:00:00.000Z')

describe('effectiveConsent', () => {
  it('allows nothing until the visitor has chosen', () => {
    expect(effectiveConsent(null, false)).toEqual({ decided: false, statistics: false, externalMedia: false, globalPrivacyControl: false })
  })

  it('allows what the visitor chose', () => {
    const stored = decideConsent({ statistics: true, externalMedia: false }, NOW)
    expect(effectiveConsent(stored, false)).toEqual({ decided: true, statistics: true, externalMedia: false, globalPrivacyControl: false })
  })

  it('treats Global Privacy Control as a decline of statistics, keeping external media', () => {
    const stored = decideConsent({ statistics: true, externalMedia: true }, NOW)
    expect(effectiveConsent(stored, true)).toEqual({ decided: true, statistics: false, externalMedia: true, globalPrivacyControl: true })
  })
})

describe('storedConsentAllowsStatistics (whether the visitor id may stay)', () => {
  const allowed = JSON.stringify(decideConsent({ statistics: true, externalMedia: false }, NOW))
  it.each([
    ['no choice stored', null],
    ['a corrupt value', '{"version":1,"statist'],
    ['a choice of an older consent version', JSON.stringify({ ...decideConsent({ statistics: true, externalMedia: true }, NOW), version: 0 })],
    ['a foreign value', '"yes"'],
    ['statistics declined', JSON.stringify(decideConsent({ statistics: false, externalMedia: true }, NOW))],
  ])('is false for %s', (_case, raw) => {
    expect(storedConsentAllowsStatistics(raw, false)).toBe(false)
  })

  it('is true only for a current choice that allows statistics, without Global Privacy Control', () => {
    expect(storedConsentAllowsStatistics(allowed, false)).toBe(true)
    expect(storedConsentAllowsStatistics(allowed, true)).toBe(false)
  })
})

describe('decideConsent', () => {
  it('stores the version and when the choice was made', () => {
    expect(decideConsent({ statistics: false, externalMedia: true }, NOW)).toEqual({
      version: CONSENT_VERSION,
      statistics: false,
      externalMedia: true,
      decidedAt: '2026-11-22T23:00:00.000Z',
    })
  })
})

describe('sendsGlobalPrivacyControl', () => {
  it('is true only for a browser that sends the signal', () => {
    expect(sendsGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true)
    expect(sendsGlobalPrivacyControl({ globalPrivacyControl: false })).toBe(false)
    expect(sendsGlobalPrivacyControl({})).toBe(false)
    expect(sendsGlobalPrivacyControl(undefined)).toBe(false)
  })
})

/** A store whose consent atom is mounted, as on a page: it reads local storage and follows it. */
function mountedStore() {
  const store = createStore()
  const unsubscribe = store.sub(consentAtom, () => undefined)
  return { store, unsubscribe }
}

describe('consent in local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads a stored choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(decideConsent({ statistics: false, externalMedia: true }, NOW)))
    const { store } = mountedStore()
    expect(store.get(consentAtom)).toMatchObject({ decided: true, statistics: false, externalMedia: true })
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['a foreign value', '"yes"'],
    ['an older version', JSON.stringify({ version: 0, statistics: true, externalMedia: true, decidedAt: NOW.toISOString() })],
    ['a missing purpose', JSON.stringify({ version: CONSENT_VERSION, statistics: true, decidedAt: NOW.toISOString() })],
    ['a purpose that is not a boolean', JSON.stringify({ version: CONSENT_VERSION, statistics: 'true', externalMedia: true, decidedAt: NOW.toISOString() })],
    ['a date that is no string', JSON.stringify({ version: CONSENT_VERSION, statistics: true, externalMedia: true, decidedAt: 20261122 })],
  ])('falls back to "not asked" for %s', (_case, raw) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    const { store } = mountedStore()
    expect(store.get(consentAtom)).toEqual({ decided: false, statistics: false, externalMedia: false, globalPrivacyControl: false })
  })

  it('stores a decision with its version, and a withdrawal takes effect at once', () => {
    const { store } = mountedStore()
    store.set(decideConsentAtom, { statistics: true, externalMedia: true })
    expect(store.get(consentAtom)).toMatchObject({ decided: true, statistics: true, externalMedia: true })
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({
      version: CONSENT_VERSION,
      statistics: true,
      externalMedia: true,
    })
    store.set(decideConsentAtom, { statistics: false, externalMedia: true })
    expect(store.get(consentAtom)).toMatchObject({ statistics: false, externalMedia: true })
  })

  it("'Always allow' allows one purpose and keeps the other as chosen", () => {
    const { store } = mountedStore()
    store.set(allowPurposeAtom, 'externalMedia')
    expect(store.get(consentAtom)).toMatchObject({ decided: true, statistics: false, externalMedia: true })
  })

  it('follows a choice made in another tab', () => {
    const { store } = mountedStore()
    const value = JSON.stringify(decideConsent({ statistics: true, externalMedia: false }, NOW))
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: value }))
    expect(store.get(consentAtom)).toMatchObject({ decided: true, statistics: true, externalMedia: false })
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: 'garbage' }))
    expect(store.get(consentAtom).decided).toBe(false)
  })

  it('never allows statistics in a browser sending Global Privacy Control', () => {
    vi.stubGlobal('navigator', { ...window.navigator, globalPrivacyControl: true })
    const { store } = mountedStore()
    store.set(decideConsentAtom, { statistics: true, externalMedia: true })
    expect(store.get(consentAtom)).toMatchObject({ statistics: false, externalMedia: true, globalPrivacyControl: true })
  })
})

/** Runs the head script against a stored raw value; true when it marks the choice as made. */
function headScriptSeesChoice(raw: string | null): boolean {
  const marked: string[] = []
  const fakeDocument = { documentElement: { setAttribute: (name: string) => marked.push(name) } }
  const fakeStorage = { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? raw : null) }
  new Function('localStorage', 'document', consentScript)(fakeStorage, fakeDocument)
  return marked.includes(CONSENT_DECIDED_ATTRIBUTE)
}

describe('consentScript', () => {
  const valid = decideConsent({ statistics: true, externalMedia: false }, new Date('2026-11-01T10:00:00Z'))
  const stored: Array<[string, string | null]> = [
    ['a choice', JSON.stringify(valid)],
    ['everything declined', JSON.stringify(decideConsent({ statistics: false, externalMedia: false }, new Date()))],
    ['a choice with an unknown extra field', JSON.stringify({ ...valid, extra: 1 })],
    ['nothing', null],
    ['null', 'null'],
    ['corrupt JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...valid, version: CONSENT_VERSION + 1 })],
    ['a version as a string', JSON.stringify({ ...valid, version: String(CONSENT_VERSION) })],
    ['a purpose as a string', JSON.stringify({ ...valid, statistics: 'true' })],
    ['a missing purpose', JSON.stringify({ version: CONSENT_VERSION, statistics: true, decidedAt: valid.decidedAt })],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, statistics: true, externalMedia: true })],
    ['a date too long', JSON.stringify({ ...valid, decidedAt: 'x'.repeat(65) })],
    ['an array', '[1]'],
    ['a number', '1'],
    ['a string', '"yes"'],
  ]

  // Against the app's own read of the stored choice (the storage the consent atom uses).
  it.each(stored)('agrees with how the app reads %s', (_name, raw) => {
    if (raw === null) window.localStorage.removeItem(CONSENT_STORAGE_KEY)
    else window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    const read = validatedStorage(StoredConsentOrNullSchema).getItem(CONSENT_STORAGE_KEY, null)
    expect(headScriptSeesChoice(raw)).toBe(read !== null)
  })

  it('treats blocked storage as no choice', () => {
    const fakeDocument = { documentElement: { setAttribute: vi.fn() } }
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    new Function('localStorage', 'document', consentScript)(blocked, fakeDocument)
    expect(fakeDocument.documentElement.setAttribute).not.toHaveBeenCalled()
  })
})
