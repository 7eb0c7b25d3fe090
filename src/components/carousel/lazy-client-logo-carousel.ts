import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

/**
 * The client-logo carousel as a lazily loaded part: its code is not in the first load (the row
 * sits below the fold on a phone). Routes that show it preload it in their loader, so its HTML is
 * in the prerendered page.
 */
export const LazyClientLogoCarousel = lazyWithPreload(() =>
  import('./client-logo-carousel').then((module) => module.ClientLogoCarousel),
)
