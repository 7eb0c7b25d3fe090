import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The contact pages' parts below the fold, or heavy ones: the code of the offices, the map and the
// form (TanStack Form, ky) loads after the page; their prerendered HTML shows at once. A page's
// loader preloads the parts it shows, so that prerendering (and client navigation) render them in
// place.
export const OfficeLocations = lazyWithPreload(() =>
  import('~/features/contact/components/office-locations').then((module) => module.OfficeLocations),
)
export const OfficeMap = lazyWithPreload(() => import('~/features/contact/components/office-map').then((module) => module.OfficeMap))
export const ContactForm = lazyWithPreload(() =>
  import('~/features/contact/components/contact-form').then((module) => module.ContactForm),
)
