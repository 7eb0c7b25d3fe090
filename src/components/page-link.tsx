import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/lib/site-pages'

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>

/** A link to one of the site's pages in a language; the page list is typed, so no link can 404. */
export function PageLink({ lang, page, ...props }: AnchorProps & { lang: Lang; page: SitePage }) {
  if (page === '') return <Link to="/$lang" params={{ lang }} {...props} />
  if (page === 'contact') return <Link to="/$lang/contact" params={{ lang }} {...props} />
  if (page === 'privacy') return <Link to="/$lang/privacy" params={{ lang }} {...props} />
  return <Link to="/$lang/$" params={{ lang, _splat: page }} {...props} />
}
