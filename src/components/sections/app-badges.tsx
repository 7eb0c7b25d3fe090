import { Trans } from '@lingui/react/macro'

export type AppStore = 'app-store' | 'google-play'

/** Storm Field's store pages: the company's own app, on its demo page and in the footer. */
export const STORM_FIELD_STORES: Readonly<Record<AppStore, string>> = {
  'app-store': 'https://apps.apple.com/search?term=Storm%20Field',
  'google-play': 'https://play.google.com/store/search?q=Storm%20Field',
}

const STORES: readonly AppStore[] = ['app-store', 'google-play']

/**
 * What a badge says, one whole message per store so that each language words it its own way
 * ("Laden im App Store", "App Store'dan indirin"); the store's name stands out.
 */
function BadgeText({ store }: { store: AppStore }) {
  return store === 'app-store' ? (
    <Trans>
      Download on the <span className="text-base font-semibold text-white">App Store</span>
    </Trans>
  ) : (
    <Trans>
      Get it on <span className="text-base font-semibold text-white">Google Play</span>
    </Trans>
  )
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
 * The app-store badges of Storm Field, the company's own app: App Store and Google Play links drawn by us (no store artwork is loaded), each on one line. A link's
 * accessible name is what it shows ("Download on the App Store") followed by `newTab`, since it
 * opens in a new tab.
 */
export function AppBadges({ newTab, className = '', labelledBy }: { newTab: string; className?: string; labelledBy?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} aria-labelledby={labelledBy}>
      {STORES.map((store) => (
        <li key={store}>
          <a
            href={STORM_FIELD_STORES[store]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-3 rounded-xl border border-slate-600 bg-black px-4 py-2 text-left text-white hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300"
          >
            <StoreMark store={store} />
            <span className="text-xs whitespace-nowrap text-slate-300">
              <BadgeText store={store} />
            </span>{' '}
            <span className="sr-only">{newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
