import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type RefObject } from 'react'
import { reducedMotionQuery } from '~/lib/use-reduced-motion'
import { OFFICES, telHref, type Office } from '../offices'
import { clampParallaxSpeed, DEFAULT_PARALLAX_SPEED, parallaxOffset } from '../parallax'

export interface OfficeLocationsProps {
  /** Parallax speed, clamped to [-1, 2]: 1 moves with the page, 0 stays fixed. */
  speed?: number
  offices?: readonly Office[]
  className?: string
}

/** Moves `layer` against `section` while the section is on screen, unless motion is reduced. */
function useParallax(
  sectionRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  speed: number,
) {
  useEffect(() => {
    const section = sectionRef.current
    const layer = layerRef.current
    if (!section || !layer) return undefined
    const reducedMotion = reducedMotionQuery()
    let frame = 0
    let visible = true

    const update = () => {
      frame = 0
      if (reducedMotion?.matches || !visible) {
        if (reducedMotion?.matches) layer.style.transform = ''
        return
      }
      const rect = section.getBoundingClientRect()
      const distance = rect.top + rect.height / 2 - window.innerHeight / 2
      // The layer overhangs the section by half its height above and below.
      layer.style.transform = `translate3d(0, ${parallaxOffset(distance, speed, rect.height / 2)}px, 0)`
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            visible = entries.some((entry) => entry.isIntersecting)
            schedule()
          })
        : null
    observer?.observe(section)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    reducedMotion?.addEventListener('change', schedule)
    schedule()
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      reducedMotion?.removeEventListener('change', schedule)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [sectionRef, layerRef, speed])
}

function OfficeCard({ office }: { office: Office }) {
  const { i18n } = useLingui()
  const city = i18n._(office.cityName)
  const phone = office.phone.display
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-white/10">
      <img
        src={office.image.src}
        width={office.image.width}
        height={office.image.height}
        loading="lazy"
        decoding="async"
        alt=""
        className="aspect-[3/2] h-auto w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p className="text-sm font-semibold tracking-wide text-indigo-600 caps dark:text-indigo-400">
          {i18n._(office.countryName)}
          {office.headOffice && (
            <>
              {/* A real space, or the text reads "TürkiyeHead office" to screen readers. */}{' '}
              <span className="ms-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs tracking-normal text-indigo-700 normal-case dark:bg-indigo-950 dark:text-indigo-300">
                <Trans>Head office</Trans>
              </span>
            </>
          )}
        </p>
        <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{city}</h3>
        <address className="text-slate-600 not-italic dark:text-slate-300">{office.address}</address>
        <p className="mt-auto pt-3">
          <a
            href={telHref(office.phone)}
            className="inline-flex min-h-6 items-center gap-1 rounded-sm font-medium text-indigo-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400 dark:focus-visible:outline-indigo-400"
          >
            <Trans comment="Link on an office card that dials the office's phone number.">
              <span className="font-semibold">Call</span> {phone}
            </Trans>
          </a>
        </p>
      </div>
    </article>
  )
}

/** The offices as cards over a parallax background (static under reduced motion). */
export function OfficeLocations({
  speed = DEFAULT_PARALLAX_SPEED,
  offices = OFFICES,
  className,
}: OfficeLocationsProps) {
  const headingId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const layerRef = useRef<HTMLDivElement>(null)
  useParallax(sectionRef, layerRef, clampParallaxSpeed(speed))

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={`relative isolate overflow-hidden py-16 sm:py-24 ${className ?? ''}`}
    >
      <div
        ref={layerRef}
        aria-hidden="true"
        data-testid="parallax-layer"
        // The picture is in the stylesheet (styles/app.css), so it paints with the page.
        className="parallax-background absolute inset-x-0 -top-1/2 -z-20 h-[200%] bg-cover bg-center will-change-transform"
      />
      {/* A dark veil keeps the heading readable whatever the picture behind it. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-900/80" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          <Trans>Our offices</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">
          <Trans>Meet us at our head office in Eskişehir or at one of our offices abroad.</Trans>
        </p>
        <ul role="list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
