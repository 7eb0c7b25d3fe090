import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>

/**
 * A link to one of the site's pages in a language; the page is typed by the registry, so no link
 * can 404; `hash` names a part of the page (a member's slug on `team`). The URL is built through
 * the splat route, and the router still matches the page's own.
 */
export function PageLink({ lang, page, hash, ...props }: AnchorProps & { lang: Lang; page: SitePage; hash?: string }) {
  if (page === '') return <Link to="/$lang" params={{ lang }} hash={hash} {...props} />
  return <Link to="/$lang/$" params={{ lang, _splat: page }} hash={hash} {...props} />
}
