import { useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { ExampleMark } from '~/components/example-mark'
import { slideBasisClassName, type SlidesPerView } from '~/components/carousel/slides-per-view'
import { focusRing } from '~/components/focus-ring'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { useReducedMotion } from '~/lib/use-reduced-motion'
import { useVisibleAndIdle } from '~/lib/use-visible-and-idle'

// Embla takes over the slides already on the page once they are on screen and the browser is
// idle, or at once when the visitor reaches for the carousel; never in the first load.
const EmblaTestimonials = loadAfterMount(() => import('./testimonials-embla').then((module) => module.default))

export interface Testimonial {
  /** Unique in the carousel. */
  key: string
  quote: string
  /** A fictional person at a fictional client company. */
  name: string
  jobTitle: string
  company: string
  /** An illustrated avatar (decorative beside the name); without it the initials stand in. */
  avatar?: string
}

/** The carousel's words, from the page's catalog (this section has no messages of its own). */
export interface TestimonialsLabels {
  /** The region's accessible name, e.g. "What our clients say". */
  label: string
  /** `aria-roledescription` of the region and of each slide: "carousel", "slide". */
  carousel: string
  slide: string
  /** A slide's name: "2 of 4". */
  position: (position: number, total: number) => string
  pause: string
  play: string
  previous: string
  next: string
}

/** One slide at a time on a phone, two side by side from 992 px. */
export const TESTIMONIALS_PER_VIEW: SlidesPerView = { 0: 1, 992: 2 }

/** A move the visitor asked for; `id` tells two presses of the same button apart. */
export type SlideRequest = { step: 1 | -1; id: number }

/** The next request after `previous` (none yet: `null`). */
export function nextRequest(previous: SlideRequest | null, step: 1 | -1): SlideRequest {
  return { step, id: (previous?.id ?? 0) + 1 }
}

/** Whether the slides move by themselves: never under reduced motion, nor while anything pauses them. */
export function autoplayRuns(state: { reducedMotion: boolean; stopped: boolean; hovered: boolean; focused: boolean }): boolean {
  return !state.reducedMotion && !state.stopped && !state.hovered && !state.focused
}

/** The initials that stand in for a missing avatar: first letters of the first and last name. */
export function initials(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word.length > 0)
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''
  return `${first}${last}`.toLocaleUpperCase(locale)
}

const controlClass = `inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-indigo-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-indigo-300 ${focusRing}`

function ControlIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  )
}

function Slide({ testimonial, label, roleDescription, basis }: { testimonial: Testimonial; label: string; roleDescription: string; basis: string }) {
  return (
    <div role="group" aria-roledescription={roleDescription} aria-label={label} className={`flex min-w-0 shrink-0 grow-0 snap-start pl-6 ${basis}`}>
      <figure className="flex w-full flex-col gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <svg aria-hidden="true" viewBox="0 0 48 36" className="h-6 w-8 shrink-0 fill-indigo-600 dark:fill-indigo-400">
          <path d="M0 36V22C0 10 6 3 18 0l2 5C13 8 10 13 10 19h9v17Zm28 0V22c0-12 6-19 18-22l2 5c-7 3-10 8-10 14h9v17Z" />
        </svg>
        <blockquote className="flex-1 text-lg leading-8 text-pretty text-slate-800 dark:text-slate-100">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption data-content className="flex items-center gap-4">
          {testimonial.avatar === undefined ? (
            <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
              {initials(testimonial.name)}
            </span>
          ) : (
            <img src={testimonial.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-full bg-slate-100 dark:bg-slate-800" />
          )}
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">{`${testimonial.jobTitle}, ${testimonial.company}`}</span>
            <ExampleMark />
          </span>
        </figcaption>
      </figure>
    </div>
  )
}

/**
 * Testimonials as a carousel (WAI-ARIA APG pattern): a labelled region, each slide an "n of m"
 * group, previous, next and pause buttons. The slides are prerendered and stay where they are
 * when embla (loaded after the page) takes them over; without JavaScript they are a row that
 * scrolls natively and the buttons, which would do nothing, are hidden. Autoplay never runs under
 * reduced motion (the pause button is hidden there, previous and next jump), pauses while the
 * pointer or keyboard focus is inside, and stops for good once the visitor presses pause or drags.
 */
export function Testimonials({
  testimonials,
  labels,
  perView = TESTIMONIALS_PER_VIEW,
  className = '',
}: {
  testimonials: readonly Testimonial[]
  labels: TestimonialsLabels
  perView?: SlidesPerView
  className?: string
}) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const slidesId = useId()
  const reducedMotion = useReducedMotion()
  const visible = useVisibleAndIdle(viewportRef, true)
  // Set when the visitor reaches for the carousel before embla has come: it loads at once.
  const [wanted, setWanted] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [request, setRequest] = useState<SlideRequest | null>(null)
  const playing = autoplayRuns({ reducedMotion, stopped, hovered, focused })
  const basis = slideBasisClassName(perView)
  const total = testimonials.length

  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    setHovered(inside)
    if (inside) setWanted(true)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false)
  }
  const move = (step: 1 | -1) => {
    setWanted(true)
    setRequest((previous) => nextRequest(previous, step))
  }

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => {
        setFocused(true)
        setWanted(true)
      }}
      onBlur={onBlur}
      className={className}
    >
      <div ref={viewportRef} className="overflow-hidden [@media(scripting:none)]:snap-x [@media(scripting:none)]:snap-mandatory [@media(scripting:none)]:overflow-x-auto">
        <div id={slidesId} aria-live={playing ? 'off' : 'polite'} className="-ml-6 flex touch-pan-y touch-pinch-zoom">
          {testimonials.map((testimonial, index) => (
            <Slide key={testimonial.key} testimonial={testimonial} label={labels.position(index + 1, total)} roleDescription={labels.slide} basis={basis} />
          ))}
        </div>
      </div>
      {(visible || wanted) && (
        <EmblaTestimonials viewportRef={viewportRef} playing={playing} reducedMotion={reducedMotion} request={request} onTakeOver={() => setStopped(true)} />
      )}
      <div className="mt-8 flex justify-center gap-3 [@media(scripting:none)]:hidden">
        <button type="button" aria-controls={slidesId} onClick={() => move(-1)} className={controlClass}>
          <span className="sr-only">{labels.previous}</span>
          <ControlIcon path="M15 18l-6-6 6-6" />
        </button>
        <button type="button" aria-controls={slidesId} onClick={() => setStopped((value) => !value)} className={`${controlClass} motion-reduce:hidden`}>
          <span className="sr-only">{stopped ? labels.play : labels.pause}</span>
          <ControlIcon path={stopped ? 'M8 5v14l11-7z' : 'M9 5v14M15 5v14'} />
        </button>
        <button type="button" aria-controls={slidesId} onClick={() => move(1)} className={controlClass}>
          <span className="sr-only">{labels.next}</span>
          <ControlIcon path="M9 18l6-6-6-6" />
        </button>
      </div>
    </div>
  )
}
