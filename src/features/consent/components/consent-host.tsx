import { atom, useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { ExternalMediaConsentContext } from '~/lib/external-media-consent'
import type { Lang } from '~/lib/languages'
import { allowPurposeAtom, consentAtom, consentSettingsOpenAtom } from '../atoms'

// Not needed for the first paint, and never loaded by a visitor who has already chosen.
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

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
 * The consent banner, for a visitor who has not chosen yet or who reopened the settings. It exists
 * only after hydration, when the stored choice is known, so no returning visitor sees it. Place it
 * early in the page (after the skip link): keyboard and screen-reader users meet it first, while
 * it shows at the bottom of the viewport.
 */
export function ConsentBannerSlot({ lang }: { lang: Lang }) {
  const consent = useAtomValue(consentAtom)
  const reopened = useAtomValue(consentSettingsOpenAtom)
  const mounted = useAtomValue(mountedAtom)
  if (!mounted || (consent.decided && !reopened)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner lang={lang} />
    </Suspense>
  )
}
