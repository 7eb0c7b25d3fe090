import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { ExternalMediaNotice } from '~/components/external-media-notice'
import { focusRing } from '~/components/focus-ring'
import { useExternalMediaConsent } from '~/components/external-media-consent'
import { formatOfficeAddress, HEAD_OFFICE, type Office } from '../offices'
import { osmEmbedUrl, osmMapUrl } from '../osm'

export const MAP_PREVIEW_IMAGE = '/images/contact/map-preview.svg'

export interface OfficeMapProps {
  office?: Office
  className?: string
}

/**
 * The office on an OpenStreetMap embed, loaded only when the visitor allows external media or asks
 * for this map: until then a static preview with the address, so nothing reaches the map provider
 * (DECISIONS.md, privacy). A withdrawal of the consent removes the map at once.
 */
export function OfficeMap({ office = HEAD_OFFICE, className }: OfficeMapProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const { allowed, allowAlways } = useExternalMediaConsent()
  const [asked, setAsked] = useState(false)
  const [wasAllowed, setWasAllowed] = useState(allowed)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const city = i18n._(office.cityName)
  const address = formatOfficeAddress(office, i18n)
  if (wasAllowed !== allowed) {
    setWasAllowed(allowed)
    if (!allowed) setAsked(false)
  }
  const loaded = allowed || asked

  // The buttons disappear on click: hand focus to the map so keyboard users keep their place.
  useEffect(() => {
    if (asked) frameRef.current?.focus()
  }, [asked])

  return (
    <section aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 ${className ?? ''}`}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Find us on the map</Trans>
      </h2>
      <div className="relative isolate mt-8 flex min-h-80 items-center justify-center overflow-hidden rounded-lg bg-slate-100 p-4 ring-1 ring-slate-900/10 sm:aspect-[16/9] dark:bg-slate-800 dark:ring-white/10">
        {loaded ? (
          <iframe
            ref={frameRef}
            src={osmEmbedUrl(office.location)}
            title={t`Map of our office in ${city}`}
            // A cross-origin map that needs its scripts and storage; allow-same-origin keeps it in its own
            // origin (openstreetmap.org), so the pair cannot reach this page. The lint rule is off here.
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
            <img
              src={MAP_PREVIEW_IMAGE}
              alt=""
              width={800}
              height={400}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 -z-10 h-full w-full object-cover"
            />
            <ExternalMediaNotice
              services={['OpenStreetMap']}
              loadLabel={t`Load map`}
              onLoad={() => setAsked(true)}
              onAllowAlways={() => {
                allowAlways()
                setAsked(true)
              }}
            >
              <address className="font-medium text-slate-900 not-italic dark:text-white">{address}</address>
            </ExternalMediaNotice>
          </>
        )}
      </div>
      <p className="mt-4">
        <a
          href={osmMapUrl(office.location)}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex min-h-6 items-center rounded-sm font-medium text-indigo-600 underline underline-offset-4 dark:text-indigo-400 ${focusRing}`}
        >
          <Trans>Open in OpenStreetMap</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
    </section>
  )
}
