import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { CLIENT_LOGOS, type ClientLogo } from './client-logos'
import { LogoTrack } from './logo-track'
import { HERO_SLIDES_PER_VIEW, type SlidesPerView } from './slides-per-view'
import { ExamplesNote } from '~/components/example-mark'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { useReducedMotion } from '~/lib/use-reduced-motion'
import { useVisibleAndIdle } from '~/lib/use-visible-and-idle'

export { CLIENT_LOGOS, type ClientLogo } from './client-logos'
export { CONTACT_SLIDES_PER_VIEW, HERO_SLIDES_PER_VIEW, type SlidesPerView } from './slides-per-view'

// Embla takes over the row that is already on the page (the still row stays if its code fails to
// load). Not React.lazy: see components/lazy/load-after-mount.tsx.
const EmblaLogoCarousel = loadAfterMount(() => import('./embla-logo-carousel').then((module) => module.default))

export type ClientLogoCarouselProps = {
  /** Defaults to the eight clients of the site. */
  logos?: readonly ClientLogo[]
  /** Slides per view by breakpoint; defaults to the hero's 2 / 3 / 4 / 5 / 6. */
  slidesPerView?: SlidesPerView
  /** Defaults to true (hero); the contact page passes false. */
  loop?: boolean
  /** Accessible name of the carousel region; defaults to "Our clients". */
  label?: string
  className?: string
}

/**
 * The client-logo carousel. It renders a plain logo row (server HTML, first paint) and hands that
 * same row to embla once it is on screen and the browser is idle, so embla is never in the first
 * load, and starting it neither redraws the logos nor moves the layout. Under reduced motion it
 * stays a wrapped, still grid of every logo. A line under it says the companies are fictional.
 */
export function ClientLogoCarousel({
  logos = CLIENT_LOGOS,
  slidesPerView = HERO_SLIDES_PER_VIEW,
  loop = true,
  label,
  className = '',
}: ClientLogoCarouselProps) {
  const { t } = useLingui()
  // The row's viewport: watched until it is on screen, then handed to embla.
  const viewportRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const ready = useVisibleAndIdle(viewportRef, !reducedMotion)
  const noteId = useId()
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(inside)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false)
  }

  return (
    <div className={className}>
      <div
        role="region"
        aria-roledescription={t`carousel`}
        aria-label={label ?? t`Our clients`}
        aria-describedby={noteId}
        onPointerEnter={onPointer(true)}
        onPointerLeave={onPointer(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className="flex items-center gap-3"
      >
        <div className="min-w-0 flex-1">
          <LogoTrack logos={logos} slidesPerView={slidesPerView} viewportRef={viewportRef} />
          {ready && !reducedMotion && <EmblaLogoCarousel viewportRef={viewportRef} loop={loop} paused={stopped || hovered || focused} />}
        </div>
        <button
          type="button"
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? t`Play the logo carousel` : t`Pause the logo carousel`}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 motion-reduce:hidden dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
            {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
          </svg>
        </button>
      </div>
      <ExamplesNote id={noteId} className="mt-3 text-center" />
    </div>
  )
}
