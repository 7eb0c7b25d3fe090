import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState, type RefObject } from 'react'

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

/**
 * Embla taking over a row of slides already on the page (the carousels render nothing of their
 * own: the prerendered row stays), with autoplay every `delay` ms that React state alone starts and
 * stops (`playing`), so every reason to pause is honoured. Returns embla's API once it runs.
 */
export function useEmblaTakeover(viewportRef: RefObject<HTMLDivElement | null>, options: EmblaOptions, delay: number, playing: boolean) {
  const [autoplay] = useState(() => Autoplay({ delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [emblaRef, emblaApi] = useEmblaCarousel(options, [autoplay])

  useEffect(() => emblaRef(viewportRef.current), [emblaRef, viewportRef])

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

  return emblaApi
}
