import * as v from 'valibot'

/** Local storage key of the visitor's choice (DECISIONS.md, privacy). */
export const CONSENT_STORAGE_KEY = 'storm-consent'

/**
 * Version of what the visitor agreed to. Raise it when a purpose or what a purpose loads changes:
 * a choice stored under another version no longer validates, so the visitor is asked again.
 */
export const CONSENT_VERSION = 1

/** The purposes a visitor can allow, each independently. */
export const CONSENT_PURPOSES = ['statistics', 'externalMedia'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export type ConsentChoices = Record<ConsentPurpose, boolean>

export const StoredConsentSchema = v.object({
  version: v.literal(CONSENT_VERSION),
  statistics: v.boolean(),
  externalMedia: v.boolean(),
  // When the choice was made (ISO 8601), for the record; not read back.
  decidedAt: v.pipe(v.string(), v.maxLength(64)),
})
export type StoredConsent = v.InferOutput<typeof StoredConsentSchema>

/** What is stored: a choice, or null while the visitor has not been asked (also for corrupt data). */
export const StoredConsentOrNullSchema = v.nullable(StoredConsentSchema)

/** The consent in effect for the page. */
export interface Consent extends ConsentChoices {
  /** Whether the visitor has made a choice (the banner shows until then). */
  decided: boolean
  /** Whether the browser sends Global Privacy Control, which declines statistics. */
  globalPrivacyControl: boolean
}

export const ALL_DECLINED: ConsentChoices = { statistics: false, externalMedia: false }
export const ALL_ACCEPTED: ConsentChoices = { statistics: true, externalMedia: true }

/** The value to store for a choice made now. */
export function decideConsent(choices: ConsentChoices, now: Date): StoredConsent {
  return { version: CONSENT_VERSION, statistics: choices.statistics, externalMedia: choices.externalMedia, decidedAt: now.toISOString() }
}

/**
 * The consent in effect: nothing is allowed until the visitor chooses, and a browser sending
 * Global Privacy Control never allows statistics, whatever was stored.
 */
export function effectiveConsent(stored: StoredConsent | null, globalPrivacyControl: boolean): Consent {
  return {
    decided: stored !== null,
    statistics: (stored?.statistics ?? false) && !globalPrivacyControl,
    externalMedia: stored?.externalMedia ?? false,
    globalPrivacyControl,
  }
}

/**
 * Whether the stored value (local storage's raw string) allows statistics now: false for no choice,
 * a corrupt value, a choice of another consent version, a refusal, or Global Privacy Control.
 * Read from the storage itself, not from the consent atom, which reads "not asked" until it has
 * read the storage after hydration.
 */
export function storedConsentAllowsStatistics(raw: string | null, globalPrivacyControl: boolean): boolean {
  if (raw === null) return false
  try {
    const stored = v.safeParse(StoredConsentSchema, JSON.parse(raw))
    return stored.success && effectiveConsent(stored.output, globalPrivacyControl).statistics
  } catch {
    return false
  }
}

/** `storedConsentAllowsStatistics` of this browser's storage; false where storage is blocked. */
export function statisticsAllowedInStorage(): boolean {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return false
  }
  return storedConsentAllowsStatistics(raw, sendsGlobalPrivacyControl(window.navigator))
}

/** `navigator.globalPrivacyControl` (not in TypeScript's DOM types yet); false outside a browser. */
export function sendsGlobalPrivacyControl(navigator: object | undefined): boolean {
  return navigator !== undefined && 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true
}

/** Set on <html> by `consentScript` when a choice is stored: the prerendered banner stays hidden. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided'

/**
 * Runs in <head> before the first paint, so a returning visitor never sees the banner that every
 * prerendered page carries, and a first-time one sees it at once, with the page. It repeats
 * StoredConsentSchema without imports; consent.test.ts checks that the two agree.
 */
export const consentScript = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');if(s!==null&&typeof s==='object'&&s.version===${CONSENT_VERSION}&&typeof s.statistics==='boolean'&&typeof s.externalMedia==='boolean'&&typeof s.decidedAt==='string'&&s.decidedAt.length<=64)document.documentElement.setAttribute(${JSON.stringify(CONSENT_DECIDED_ATTRIBUTE)},'')}catch(e){}})()`
