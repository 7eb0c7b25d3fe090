import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'
import type { ClientLogo } from './client-logos'
import { LogoTrack } from './logo-track'
import type { SlidesPerView } from './slides-per-view'

/** SPEC.md §9: autoplay every 3000 ms; embla's duration 22 moves a slide in about 300 ms. */
const AUTOPLAY_DELAY_MS = 3000
const SCROLL_DURATION = 22

export type EmblaLogoCarouselProps = {
  logos: readonly ClientLogo[]
  slidesPerView: SlidesPerView
  loop: boolean
  /** Paused by the visitor: the pause button, hovering or focus inside the carousel. */
  paused: boolean
}

/** The embla-driven logo row; loaded lazily by ClientLogoCarousel, never in the first load. */
export default function EmblaLogoCarousel({ logos, slidesPerView, loop, paused }: EmblaLogoCarouselProps) {
  // Autoplay is started and stopped from React state only, so every reason to pause is honoured.
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  )
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop, align: 'start', duration: SCROLL_DURATION }, [autoplay])
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    if (!emblaApi) return
    const down = () => setDragging(true)
    const up = () => setDragging(false)
    emblaApi.on('pointerDown', down).on('pointerUp', up)
    return () => {
      emblaApi.off('pointerDown', down).off('pointerUp', up)
    }
  }, [emblaApi])

  const playing = !paused && !dragging
  useEffect(() => {
    if (!emblaApi) return
    const apply = () => (playing ? autoplay.play() : autoplay.stop())
    apply()
    // A re-init (new options) restarts the plugin, stopped since playOnInit is off.
    emblaApi.on('reInit', apply)
    return () => {
      emblaApi.off('reInit', apply)
    }
  }, [emblaApi, autoplay, playing])

  return <LogoTrack logos={logos} slidesPerView={slidesPerView} viewportRef={viewportRef} />
}
