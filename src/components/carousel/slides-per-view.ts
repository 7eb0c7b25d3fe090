/** Viewport widths (px) at which a carousel may change how many slides it shows (SPEC.md §9). */
export const CAROUSEL_BREAKPOINTS = [0, 576, 768, 992, 1200] as const
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number]
export type SlideCount = 1 | 2 | 3 | 4 | 5 | 6

/** Slides per view from each breakpoint up; a missing breakpoint keeps the smaller one's count. */
export type SlidesPerView = { readonly 0: SlideCount } & Partial<Record<Exclude<CarouselBreakpoint, 0>, SlideCount>>

/** Hero client logos: 2, 3 from 576, 4 from 768, 5 from 992, 6 from 1200. */
export const HERO_SLIDES_PER_VIEW: SlidesPerView = { 0: 2, 576: 3, 768: 4, 992: 5, 1200: 6 }
/** Contact page client logos: 2, 3 from 576, 4 from 768. */
export const CONTACT_SLIDES_PER_VIEW: SlidesPerView = { 0: 2, 576: 3, 768: 4 }

// Written out in full so that Tailwind finds every class in the source.
const BASIS: Record<CarouselBreakpoint, Record<SlideCount, string>> = {
  0: { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3', 4: 'basis-1/4', 5: 'basis-1/5', 6: 'basis-1/6' },
  576: {
    1: 'min-[576px]:basis-full',
    2: 'min-[576px]:basis-1/2',
    3: 'min-[576px]:basis-1/3',
    4: 'min-[576px]:basis-1/4',
    5: 'min-[576px]:basis-1/5',
    6: 'min-[576px]:basis-1/6',
  },
  768: {
    1: 'min-[768px]:basis-full',
    2: 'min-[768px]:basis-1/2',
    3: 'min-[768px]:basis-1/3',
    4: 'min-[768px]:basis-1/4',
    5: 'min-[768px]:basis-1/5',
    6: 'min-[768px]:basis-1/6',
  },
  992: {
    1: 'min-[992px]:basis-full',
    2: 'min-[992px]:basis-1/2',
    3: 'min-[992px]:basis-1/3',
    4: 'min-[992px]:basis-1/4',
    5: 'min-[992px]:basis-1/5',
    6: 'min-[992px]:basis-1/6',
  },
  1200: {
    1: 'min-[1200px]:basis-full',
    2: 'min-[1200px]:basis-1/2',
    3: 'min-[1200px]:basis-1/3',
    4: 'min-[1200px]:basis-1/4',
    5: 'min-[1200px]:basis-1/5',
    6: 'min-[1200px]:basis-1/6',
  },
}

/** The slide width classes of a layout: CSS alone sizes the slides, before and after embla loads. */
export function slideBasisClassName(perView: SlidesPerView): string {
  return CAROUSEL_BREAKPOINTS.flatMap((breakpoint) => {
    const count = perView[breakpoint]
    return count === undefined ? [] : [BASIS[breakpoint][count]]
  }).join(' ')
}
