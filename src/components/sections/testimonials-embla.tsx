import { useEffect, useRef, type RefObject } from 'react'
import { useEmblaTakeover } from '../carousel/use-embla-takeover'
import type { SlideRequest } from './testimonials'

/** Quotes take time to read: longer than the news carousel's 5 s. */
const AUTOPLAY_DELAY_MS = 7000
/** Embla's own units: a calm slide. */
const SCROLL_DURATION = 28

export type EmblaTestimonialsProps = {
  /** The viewport of the slides that are already on the page. */
  viewportRef: RefObject<HTMLDivElement | null>
  /** Whether autoplay runs (Testimonials decides: reduced motion, pause button, hover, focus). */
  playing: boolean
  /** Previous and next jump instead of sliding. */
  reducedMotion: boolean
  /** The visitor's latest press of previous or next, applied once each (also one made before embla came). */
  request: SlideRequest | null
  /** The visitor dragged or swiped: autoplay stops for good. */
  onTakeOver: () => void
}

/**
 * Embla driving the testimonial slides already on the page; loaded lazily by Testimonials, never in
 * the first load. It renders nothing, and unmounting it destroys embla, which clears the
 * positions it set.
 */
export default function EmblaTestimonials({ viewportRef, playing, reducedMotion, request, onTakeOver }: EmblaTestimonialsProps) {
  const emblaApi = useEmblaTakeover(viewportRef, { loop: true, align: 'start', duration: SCROLL_DURATION }, AUTOPLAY_DELAY_MS, playing)
  const applied = useRef(0)
  const takeOver = useRef(onTakeOver)
  useEffect(() => {
    takeOver.current = onTakeOver
  })

  useEffect(() => {
    if (!emblaApi) return
    const down = () => takeOver.current()
    emblaApi.on('pointerDown', down)
    return () => {
      emblaApi.off('pointerDown', down)
    }
  }, [emblaApi])

  useEffect(() => {
    if (!emblaApi || request === null || request.id <= applied.current) return
    applied.current = request.id
    if (request.step === 1) emblaApi.scrollNext(reducedMotion)
    else emblaApi.scrollPrev(reducedMotion)
  }, [emblaApi, request, reducedMotion])

  return null
}
