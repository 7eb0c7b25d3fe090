import { useEffect, useState, type RefObject } from 'react'
import { useEmblaTakeover } from './use-embla-takeover'

/** The autoplay interval is SPEC.md §9's; the scroll duration (embla's units) makes a short, calm slide. */
const AUTOPLAY_DELAY_MS = 3000
const SCROLL_DURATION = 22

export type EmblaLogoCarouselProps = {
  /** The viewport of the logo row (LogoTrack) that is already on the page. */
  viewportRef: RefObject<HTMLDivElement | null>
  loop: boolean
  /** Paused by the visitor: the pause button, hovering or focus inside the carousel. */
  paused: boolean
}

/**
 * Embla driving the logo row already on the page; loaded lazily by ClientLogoCarousel, never in the
 * first load. It renders nothing: taking over the existing row, rather than drawing a row of its
 * own in its place, spares the browser rebuilding the logos and laying them out again just as
 * embla measures them, on a phone's first screen.
 * Unmounting it destroys embla, which clears the positions it set.
 */
export default function EmblaLogoCarousel({ viewportRef, loop, paused }: EmblaLogoCarouselProps) {
  const [dragging, setDragging] = useState(false)
  const emblaApi = useEmblaTakeover(viewportRef, { loop, align: 'start', duration: SCROLL_DURATION }, AUTOPLAY_DELAY_MS, !paused && !dragging)

  useEffect(() => {
    if (!emblaApi) return
    const down = () => setDragging(true)
    const up = () => setDragging(false)
    emblaApi.on('pointerDown', down).on('pointerUp', up)
    return () => {
      emblaApi.off('pointerDown', down).off('pointerUp', up)
    }
  }, [emblaApi])

  return null
}
