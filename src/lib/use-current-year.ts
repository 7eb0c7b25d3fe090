import { useSyncExternalStore } from 'react'

/** The calendar year the pages were prerendered in (defined by vite.config.ts at build time). */
export const BUILD_YEAR: number = __BUILD_YEAR__

const noSubscription = () => () => undefined
const visitorYear = () => new Date().getFullYear()
const buildYear = () => BUILD_YEAR

/**
 * The visitor's current year. Prerendering and hydration use the build year, so the HTML and the
 * hydrating render agree (no mismatch after New Year); right after hydrating, React renders again
 * with the visitor's clock. A page rendered in the browser uses the visitor's clock at once.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, visitorYear, buildYear)
}
