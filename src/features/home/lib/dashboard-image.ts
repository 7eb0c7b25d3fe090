import { isLang } from '~/lib/languages'

/**
 * The dashboard screenshot drawn with the language's labels (other languages get the English one),
 * in the theme's colours: `npm run art` draws each source light and dark.
 */
export function dashboardImage(lang: string, theme: 'light' | 'dark' = 'light'): string {
  return `/images/home/dashboard-${isLang(lang) ? lang : 'en'}${theme === 'dark' ? '-dark' : ''}.webp`
}

/** Intrinsic sizes of the hero artwork, for width/height (no layout shift). */
export const DASHBOARD_SIZE = { width: 960, height: 600 } as const
export const MASCOT_SIZE = { width: 360, height: 360 } as const
