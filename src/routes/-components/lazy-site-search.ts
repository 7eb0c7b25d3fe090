import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

/**
 * The search button as a lazily loaded part, in the header and on the 404 page: its code loads after
 * the first load of every page (each carries the 404 page for an unknown address); its
 * prerendered HTML shows at once.
 */
export const LazySiteSearch = lazyWithPreload(() => import('./site-search').then((module) => module.SiteSearch))
