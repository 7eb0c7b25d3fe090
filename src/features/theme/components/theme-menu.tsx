import { useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { resolvedThemeAtom, THEME_PREFERENCES, themePreferenceAtom, type ThemePreference } from '../theme'
import { Button } from '~/components/button'

function ThemeIcon({ theme }: { theme: ThemePreference }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const
  if (theme === 'light') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    )
  }
  if (theme === 'dark') {
    return (
      <svg {...common}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    )
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  )
}

/** Light / dark / auto, as a radio group in a popover (the platform gives Escape and light dismiss). */
export function ThemeMenu() {
  const { t } = useLingui()
  const [preference, setPreference] = useAtom(themePreferenceAtom)
  const resolved = useAtomValue(resolvedThemeAtom)
  const popoverId = useId()
  const labels: Record<ThemePreference, string> = { light: t`Light`, dark: t`Dark`, auto: t`Auto` }

  return (
    <div className="relative">
      <Button variant="ghost" size="icon" popoverTarget={popoverId} className="[anchor-name:--theme-menu]">
        <ThemeIcon theme={preference === 'auto' ? 'auto' : resolved} />
        <span className="sr-only">{t`Theme: ${labels[preference]}`}</span>
      </Button>
      <div
        id={popoverId}
        popover="auto"
        data-overlay=""
        className="m-0 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-lg [position-anchor:--theme-menu] [position-area:bottom_span-left] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <fieldset>
          <legend className="px-2 pb-1 text-xs font-semibold caps tracking-wide text-slate-600 dark:text-slate-300">{t`Theme`}</legend>
          {THEME_PREFERENCES.map((option) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:hover:bg-slate-800"
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={preference === option}
                onChange={() => setPreference(option)}
                className="size-4 accent-indigo-600"
              />
              <ThemeIcon theme={option} />
              <span>{labels[option]}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
