import { useLingui } from '@lingui/react/macro'
import { useHydrated } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { resolvedThemeAtom } from '~/features/theme/theme'
import { TOAST_DURATION_MS } from '~/lib/layout'
import { PartBoundary } from '~/lib/part-boundary'

// sonner is not needed for the first paint: it loads once the page is interactive.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Toast defaults of SPEC.md §9: top right, 5 s, all shown, newest on top, close on tap. */
export function SiteToaster() {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const theme = useAtomValue(resolvedThemeAtom)
  if (!hydrated) return null
  return (
    <PartBoundary>
      <Suspense>
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={Number.MAX_SAFE_INTEGER}
          expand
          richColors
          closeButton
          theme={theme}
          // sonner's own labels are English: name the region and the close buttons in the page language.
          containerAriaLabel={t`Notifications`}
          toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
        />
      </Suspense>
    </PartBoundary>
  )
}
