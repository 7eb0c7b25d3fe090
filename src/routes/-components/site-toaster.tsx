import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { resolvedThemeAtom } from '~/features/theme/theme'
import { HEADER_HEIGHT_PX, TOAST_DURATION_MS, TOAST_GAP_PX, TOASTER_Z_INDEX } from '~/lib/layout'
import { PartBoundary } from '~/components/lazy/part-boundary'
import { loadAfterMount } from '~/components/lazy/load-after-mount'

// sonner is not needed for the first paint: its code loads once the page has hydrated.
const Toaster = loadAfterMount(() => import('sonner').then((module) => module.Toaster))

/**
 * Toast defaults of SPEC.md §9: top right, 5 s, all shown, newest on top, close on tap. They start
 * below the header, whose cart button they covered (issue 29); the open cart panel, a modal dialog in
 * the top layer, is above them and shows the cart's feedback itself.
 */
export function SiteToaster() {
  const { t } = useLingui()
  const theme = useAtomValue(resolvedThemeAtom)
  return (
    <PartBoundary>
      <Toaster
        position="top-right"
        offset={{ top: HEADER_HEIGHT_PX + TOAST_GAP_PX }}
        mobileOffset={{ top: HEADER_HEIGHT_PX + TOAST_GAP_PX }}
        style={{ zIndex: TOASTER_Z_INDEX }}
        duration={TOAST_DURATION_MS}
        visibleToasts={Number.MAX_SAFE_INTEGER}
        expand
        richColors
        closeButton
        theme={theme}
        // Turkish, English and German are all written left to right. Said here, not on <html>: without
        // it sonner reads the page's computed direction as it mounts (a style pass of the whole page),
        // and with <html dir> its stylesheet, inserted as its code arrives, sets custom properties on
        // <html> (html[dir=ltr]) that every element inherits: a restyle of the whole page.
        dir="ltr"
        // sonner's own labels are English: name the region and the close buttons in the page language.
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      />
    </PartBoundary>
  )
}
