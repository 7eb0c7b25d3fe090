import type { Lang } from '~/lib/languages'
import { BackToTop } from './back-to-top'
import { Footer } from './footer'

/** What ends every page: the footer and the back-to-top button, one lazily loaded part of the layout. */
export function PageEnd({ lang }: { lang: Lang }) {
  return (
    <>
      <Footer lang={lang} />
      <BackToTop />
    </>
  )
}
