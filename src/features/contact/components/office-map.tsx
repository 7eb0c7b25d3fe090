import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { formatOfficeAddress, HEAD_OFFICE, type Office } from '../offices'
import { osmEmbedUrl, osmMapUrl } from '../osm'

export const MAP_PREVIEW_IMAGE = '/images/contact/map-preview.svg'

export interface OfficeMapProps {
  office?: Office
  className?: string
}

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

/**
 * The office on an OpenStreetMap embed, loaded only when the visitor asks for it: until then a
 * static preview with the address, so nothing reaches the map provider (DECISIONS.md, privacy).
 */
export function OfficeMap({ office = HEAD_OFFICE, className }: OfficeMapProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const noticeId = useId()
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const city = i18n._(office.cityName)
  const address = formatOfficeAddress(office, i18n)

  // The button disappears on click: hand focus to the map so keyboard users keep their place.
  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

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
            <div className="max-w-md rounded-lg bg-white p-5 text-center shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-white/10">
              <address className="font-medium text-slate-900 not-italic dark:text-white">{address}</address>
              <p id={noticeId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                <Trans>The map is served by OpenStreetMap, which receives your IP address once you load it.</Trans>
              </p>
              <button
                type="button"
                aria-describedby={noticeId}
                onClick={() => setLoaded(true)}
                className={`mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 ${focusRing}`}
              >
                <Trans>Load map</Trans>
              </button>
            </div>
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
