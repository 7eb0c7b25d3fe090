import type { ReactNode } from 'react'
import { CLIENT_LOGO_SPRITE, CLIENT_LOGOS, LOGO_SIZE, type ClientLogo } from '~/components/carousel/client-logos'
import { ThemedSymbol } from '~/components/themed-image'

/**
 * The clients' logos as a still grid (the home page's carousel moves; this does not), each in the
 * drawing of the current theme from the logo sprite. `wrap` may put a logo in a link, whose name
 * is then the logo's.
 */
export function LogoCloud({
  logos = CLIENT_LOGOS,
  label,
  wrap,
  className = '',
}: {
  logos?: readonly ClientLogo[]
  /** The list's accessible name, when the page has no heading for it. */
  label?: string
  wrap?: (logo: ClientLogo, picture: ReactNode) => ReactNode
  className?: string
}) {
  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 ${className}`}>
      {logos.map((logo) => {
        const picture = (
          <ThemedSymbol
            sprite={CLIENT_LOGO_SPRITE}
            light={logo.lightSymbol}
            dark={logo.darkSymbol}
            label={logo.name}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            className="h-12 w-full"
          />
        )
        return (
          <li key={logo.slug} className="flex min-h-24 items-center justify-center rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            {wrap === undefined ? picture : wrap(logo, picture)}
          </li>
        )
      })}
    </ul>
  )
}
