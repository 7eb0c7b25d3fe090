import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useRef, useState, type RefObject } from 'react'
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
  // Started and stopped from React state only, so every reason to pause is honoured.
  const [autoplay] = useState(() => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', duration: SCROLL_DURATION }, [autoplay])
  const applied = useRef(0)
  const takeOver = useRef(onTakeOver)
  useEffect(() => {
    takeOver.current = onTakeOver
  })

  useEffect(() => emblaRef(viewportRef.current), [emblaRef, viewportRef])

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

  useEffect(() => {
    if (!emblaApi) return
    const apply = () => (playing ? autoplay.play() : autoplay.stop())
    apply()
    // A re-init restarts the plugin, stopped since playOnInit is off.
    emblaApi.on('reInit', apply)
    return () => {
      emblaApi.off('reInit', apply)
    }
  }, [emblaApi, autoplay, playing])

  return null
}
