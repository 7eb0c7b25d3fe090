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

/**
 * Provides the external-media consent to the page (`useExternalMediaConsent`) and shows the
 * consent banner to a visitor who has not chosen yet, or who reopened the settings. The banner
 * exists only after hydration, when the stored choice is known, so no returning visitor sees it.
 */
export function ConsentHost({ lang, children }: { lang: Lang; children: ReactNode }) {
  const consent = useAtomValue(consentAtom)
  const reopened = useAtomValue(consentSettingsOpenAtom)
  const allow = useSetAtom(allowPurposeAtom)
  const mounted = useAtomValue(mountedAtom)
  const media = useMemo(() => ({ allowed: consent.externalMedia, allowAlways: () => allow('externalMedia') }), [consent.externalMedia, allow])
  return (
    <ExternalMediaConsentContext value={media}>
      {/* First in the document, so keyboard and screen-reader users meet it first; it shows at the bottom. */}
      {mounted && (!consent.decided || reopened) ? (
        <Suspense fallback={null}>
          <ConsentBanner lang={lang} />
        </Suspense>
      ) : null}
      {children}
    </ExternalMediaConsentContext>
  )
}
