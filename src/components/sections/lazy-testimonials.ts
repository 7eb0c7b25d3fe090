import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

/**
 * The testimonial carousel as a lazily loaded part: its code is not in the first load (it sits
 * below the fold). Routes that show it preload it in their loader, so its HTML is in the
 * prerendered page.
 */
export const LazyTestimonials = lazyWithPreload(() => import('./testimonials').then((module) => module.Testimonials))
