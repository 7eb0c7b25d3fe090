import { createContext, useContext } from 'react'

/**
 * Whether the visitor allows external media (the news feed and its images, the map, videos):
 * anything that would load from another server. Features read it here; the consent feature
 * provides it for the whole site, so news, map and video components use the one same choice.
 */
export interface ExternalMediaConsent {
  /** True once the visitor has allowed external media; false until then and after a withdrawal. */
  allowed: boolean
  /** Stores "always allow external media", as the banner's own choice would. */
  allowAlways: () => void
}

// Without a provider (tests, a component rendered alone) nothing external is allowed.
export const ExternalMediaConsentContext = createContext<ExternalMediaConsent>({
  allowed: false,
  allowAlways: () => undefined,
})

/**
 * The visitor's choice about external media. A component that embeds something external shows
 * its click-to-load notice (`ExternalMediaNotice`) until `allowed`; a click on its load button
 * counts as consent for that one item only.
 */
export function useExternalMediaConsent(): ExternalMediaConsent {
  return useContext(ExternalMediaConsentContext)
}
