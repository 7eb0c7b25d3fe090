import { useId } from 'react'
import { ClientLogoPicture } from '~/components/carousel/client-logo-picture'
import { CLIENT_LOGOS, type ClientLogo } from '~/components/carousel/client-logos'
import { ExamplesNote } from '~/components/example-mark'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'

/**
 * The clients' logos as a still grid (the home page's carousel moves; this does not), each in the
 * drawing of the current theme from the logo sprite. With `links`, a logo that has a page (a
 * customer story, say) is a link to it, named by the logo. A line under the grid says the companies
 * are fictional.
 */
export function LogoCloud({
  logos = CLIENT_LOGOS,
  label,
  links,
  className = '',
}: {
  logos?: readonly ClientLogo[]
  /** The list's accessible name, when the page has no heading for it. */
  label?: string
  links?: { lang: Lang; pageOf: (logo: ClientLogo) => SitePage | null }
  className?: string
}) {
  const noteId = useId()
  return (
    <div className={className}>
      <ul aria-label={label} aria-describedby={noteId} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {logos.map((logo) => {
          const picture = (
            <ClientLogoPicture logo={logo} className="h-12 w-full" />
          )
          const page = links?.pageOf(logo) ?? null
          return (
            <li key={logo.slug} className="flex min-h-24 items-center justify-center rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              {links === undefined || page === null ? (
                picture
              ) : (
                <PageLink lang={links.lang} page={page} className={`block w-full rounded-lg ${focusRing}`}>
                  {picture}
                </PageLink>
              )}
            </li>
          )
        })}
      </ul>
      <ExamplesNote id={noteId} className="mt-4 text-center" />
    </div>
  )
}
