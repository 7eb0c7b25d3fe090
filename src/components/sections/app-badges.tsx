export type AppStore = 'app-store' | 'google-play'

export interface AppBadge {
  store: AppStore
  /** The store page of the app; it opens in a new tab. */
  href: string
  /** The line above the store's name, in the page's language ("Download on the", "Get it on"). */
  kicker: string
}

/** The stores by their own names, the same in every language. */
const STORE_NAMES: Record<AppStore, string> = {
  'app-store': 'App Store',
  'google-play': 'Google Play',
}

function StoreMark({ store }: { store: AppStore }) {
  if (store === 'app-store') {
    return (
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M11 18h2" />
      </svg>
    )
  }
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M5 3.5v17l15-8.5Z" />
      <path d="M5 3.5 14 12l-9 8.5" />
    </svg>
  )
}

/**
 * The app-store badges of a mobile app: App Store and Google Play links as the footer has them,
 * drawn by us (no store artwork is loaded). Each link's accessible name is what it shows
 * ("Download on the App Store") followed by `newTab`, since it opens in a new tab (a space between
 * the badge's two lines, so the name is read as words and stays the visible text). The texts come
 * in as props: the section has no messages of its own.
 */
export function AppBadges({ badges, newTab, className = '' }: { badges: readonly AppBadge[]; newTab: string; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {badges.map((badge) => (
        <li key={badge.store}>
          <a
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-3 rounded-xl border border-slate-600 bg-black px-4 py-2 text-left text-white hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300"
          >
            <StoreMark store={badge.store} />
            <span className="flex flex-col leading-tight">
              <span className="text-xs text-slate-300">{badge.kicker}</span>{' '}
              <span className="text-base font-semibold">{STORE_NAMES[badge.store]}</span>
            </span>{' '}
            <span className="sr-only">{newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
