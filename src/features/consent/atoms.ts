import { atom } from 'jotai'
import { atomWithValidatedStorage } from '~/lib/storage'
import {
  CONSENT_STORAGE_KEY,
  decideConsent,
  effectiveConsent,
  sendsGlobalPrivacyControl,
  StoredConsentOrNullSchema,
  type ConsentChoices,
  type ConsentPurpose,
} from './consent'

// Validated on every read: corrupt, foreign or older-version data reads as "not asked".
const storedConsentAtom = atomWithValidatedStorage(CONSENT_STORAGE_KEY, StoredConsentOrNullSchema, null)

/**
 * The consent in effect. While prerendering and hydrating it is "not asked" (nothing allowed);
 * the stored choice applies right after hydration, so the markup never differs from the page's.
 */
export const consentAtom = atom((get) =>
  effectiveConsent(get(storedConsentAtom), sendsGlobalPrivacyControl(globalThis.navigator)),
)

/** Stores a choice for every purpose; it takes effect at once, in every tab. */
export const decideConsentAtom = atom(null, (_get, set, choices: ConsentChoices) => {
  set(storedConsentAtom, decideConsent(choices, new Date()))
})

/** Allows one purpose, keeping the choice for the others (an 'Always allow' button). */
export const allowPurposeAtom = atom(null, (get, set, purpose: ConsentPurpose) => {
  const { statistics, externalMedia } = get(consentAtom)
  set(decideConsentAtom, { statistics, externalMedia, [purpose]: true })
})

/** Whether the visitor has reopened the consent settings (the footer's 'Privacy settings'). */
export const consentSettingsOpenAtom = atom(false)
