import { useLingui } from '@lingui/react/macro'
import { BACK_TO_TOP_THRESHOLD } from '~/lib/layout'
import { prefersReducedMotion } from '~/lib/use-reduced-motion'
import { useScrolledPast } from '~/lib/use-scrolled-past'

export function BackToTop() {
  const { t } = useLingui()
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD)

  function toTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    // Keyboard and screen-reader users continue from the top of the page too.
    document.getElementById('top')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      onClick={toTop}
      hidden={!visible}
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-500 dark:text-slate-950 dark:hover:bg-indigo-400"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="sr-only">{t`Back to top`}</span>
    </button>
  )
}
