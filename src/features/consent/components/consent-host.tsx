import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo, type ReactNode } from 'react'
import { ExternalMediaConsentContext } from '~/components/external-media-consent'
import type { Lang } from '~/lib/languages'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { allowPurposeAtom, consentAtom, consentSettingsOpenAtom } from '../atoms'
import { CONSENT_DECIDED_ATTRIBUTE } from '../consent'

// Prerendered into every page; its code loads after the page's own and hydrates it in place.
const ConsentBanner = lazyWithPreload(() => import('./consent-banner').then((module) => module.ConsentBanner))

/** Loads the banner's code: prerendering waits for it, so that every page carries the banner. */
export function preloadConsentBanner(): Promise<void> {
  return ConsentBanner.preload()
}

// True once mounted in the browser: read after the consent atom, whose stored value is then known.
const mountedAtom = atom(false)
mountedAtom.onMount = (set) => set(true)

/** Provides the external-media consent to the page (`useExternalMediaConsent`). */
export function ConsentHost({ children }: { children: ReactNode }) {
  const consent = useAtomValue(consentAtom)
  const allow = useSetAtom(allowPurposeAtom)
  const media = useMemo(() => ({ allowed: consent.externalMedia, allowAlways: () => allow('externalMedia') }), [consent.externalMedia, allow])
  return (
    <ExternalMediaConsentContext value={media}>
      {children}
    </ExternalMediaConsentContext>
  )
}

/**
 * The consent banner, for a visitor who has not chosen yet or who reopened the settings. Every
 * prerendered page carries it, so a first-time visitor sees it with the page's first paint; for a
 * returning one the head script (`consentScript`) has marked the choice, the banner's CSS keeps it
 * hidden, and it goes once the stored choice is read after hydration. Place it early in the page
 * (after the skip link): keyboard and screen-reader users meet it first, while it shows at the
 * bottom of the viewport.
 */
export function ConsentBannerSlot({ lang }: { lang: Lang }) {
  const consent = useAtomValue(consentAtom)
  const reopened = useAtomValue(consentSettingsOpenAtom)
  const mounted = useAtomValue(mountedAtom)
  // The head script saw a choice that is no longer there (withdrawn in another tab since): ask.
  useEffect(() => {
    if (mounted && !consent.decided) document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE)
  }, [mounted, consent.decided])
  if (consent.decided && !reopened) return null
  return <ConsentBanner lang={lang} />
}
