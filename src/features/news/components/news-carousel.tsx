import { Trans, useLingui } from '@lingui/react/macro'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { NewsItem } from '../schemas'
import { NewsCard } from './news-card'
import { useReducedMotion } from '~/lib/use-reduced-motion'

// Longer than the logo carousels' 3 s: these cards carry text to read.
const AUTOPLAY_DELAY_MS = 5000

// Embla needs these; without them (old browsers, jsdom) the cards are a row that scrolls natively.
const canSlide =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof ResizeObserver !== 'undefined' &&
  typeof IntersectionObserver !== 'undefined'

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition-colors hover:bg-slate-50 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-indigo-400 dark:focus-visible:outline-indigo-400'

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  )
}

/**
 * The news carousel (WAI-ARIA APG carousel pattern): a labelled region, slides as "n of m" groups,
 * previous/next and pause buttons. Autoplay never runs under reduced motion, pauses while the
 * pointer or focus is inside, and stops for good once the visitor drags, swipes or presses pause.
 */
export function NewsCarousel({ items }: { items: NewsItem[] }) {
  const { t } = useLingui()
  const headingId = useId()
  const slidesId = useId()
  const reducedMotion = useReducedMotion()
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  )
  // SPEC.md §9: loop, gap 30, 1 slide per view, 2 from 768 px, 3 from 992 px (the slide classes).
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, reducedMotion ? [] : [autoplay])
  const [canScroll, setCanScroll] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const autoplayAvailable = !reducedMotion && canScroll
  const playing = autoplayAvailable && !userPaused && !hovered && !focused

  useEffect(() => {
    if (!emblaApi) return undefined
    const update = () => setCanScroll(emblaApi.canScrollNext() || emblaApi.canScrollPrev())
    const takeOver = () => setUserPaused(true)
    update()
    emblaApi.on('reInit', update).on('resize', update).on('pointerDown', takeOver)
    return () => {
      emblaApi.off('reInit', update).off('resize', update).off('pointerDown', takeOver)
    }
  }, [emblaApi])

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay
    if (!plugin || !canScroll) return
    if (playing) plugin.play()
    else plugin.stop()
  }, [emblaApi, canScroll, playing])

  const previous = useCallback(() => emblaApi?.scrollPrev(reducedMotion), [emblaApi, reducedMotion])
  const next = useCallback(() => emblaApi?.scrollNext(reducedMotion), [emblaApi, reducedMotion])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false)
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={t`carousel`}
      className="py-16 sm:py-24"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            <Trans>News</Trans>
          </h2>
          {canScroll && (
            <div className="flex gap-2">
              {autoplayAvailable && (
                <button type="button" className={controlClass} aria-controls={slidesId} onClick={() => setUserPaused((paused) => !paused)}>
                  <span className="sr-only">{userPaused ? t`Start automatic slide show` : t`Pause automatic slide show`}</span>
                  <Icon path={userPaused ? 'M8 5v14l11-7z' : 'M9 5v14M15 5v14'} />
                </button>
              )}
              <button type="button" className={controlClass} aria-controls={slidesId} onClick={previous}>
                <span className="sr-only">
                  <Trans>Previous news</Trans>
                </span>
                <Icon path="M15 18l-6-6 6-6" />
              </button>
              <button type="button" className={controlClass} aria-controls={slidesId} onClick={next}>
                <span className="sr-only">
                  <Trans>Next news</Trans>
                </span>
                <Icon path="M9 18l6-6-6-6" />
              </button>
            </div>
          )}
        </div>
        <div
          ref={canSlide ? viewportRef : undefined}
          className={canSlide ? 'overflow-hidden' : 'snap-x overflow-x-auto'}
          onKeyDown={onKeyDown}
        >
          <div id={slidesId} aria-live={playing ? 'off' : 'polite'} className="-ml-[30px] flex touch-pan-y touch-pinch-zoom">
            {items.map((item, index) => {
              const position = index + 1
              const total = items.length
              return (
                <div
                  key={item.url}
                  role="group"
                  aria-roledescription={t`slide`}
                  aria-label={t`${position} of ${total}`}
                  className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-[30px] min-[768px]:basis-1/2 min-[992px]:basis-1/3"
                >
                  <NewsCard item={item} />
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </section>
  )
}
