import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The parts of the customer pages after the main content load after the page; the loaders load
// them first, so their prerendered HTML shows at once.
export const StoryBelowTheFold = lazyWithPreload(() => import('./-below-the-fold').then((module) => module.StoryBelowTheFold))
export const ListBelowTheFold = lazyWithPreload(() => import('./-below-the-fold').then((module) => module.ListBelowTheFold))
