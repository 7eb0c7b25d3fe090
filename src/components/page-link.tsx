import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { Lang } from '~/lib/languages'
import { CONTENT_PAGES, type ContentPagePath, type SitePage } from '~/lib/site-pages'

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>

function isContentPage(page: SitePage): page is ContentPagePath {
  return (CONTENT_PAGES as readonly string[]).includes(page)
}

/**
 * A link to one of the site's pages in a language; the page list is typed, so no link can 404.
 * Content pages have routes of their own (checked by the router's types); the template pages
 * and the pages of the shop and the account go through the splat route (the router still matches
 * their own routes).
 */
export function PageLink({ lang, page, ...props }: AnchorProps & { lang: Lang; page: SitePage }) {
  if (page === '') return <Link to="/$lang" params={{ lang }} {...props} />
  if (page === 'privacy') return <Link to="/$lang/privacy" params={{ lang }} {...props} />
  if (isContentPage(page)) return <Link to={`/$lang/${page}`} params={{ lang }} {...props} />
  return <Link to="/$lang/$" params={{ lang, _splat: page }} {...props} />
}
