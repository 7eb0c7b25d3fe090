import { Link, useMatch } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { Lang } from '~/lib/languages'
import { localPath, pageOfPath, type SitePage } from '~/site/pages'

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>

/**
 * A link to one of the site's pages in a language; the page is typed by the registry, so no link
 * can 404; `hash` names a part of the page (a member's slug on `team`). The link names the page's
 * address, which the router matches to the page's own route (page-link.test.tsx: every page, no
 * router warning).
 */
export function PageLink({ lang, page, hash, ...props }: AnchorProps & { lang: Lang; page: SitePage; hash?: string }) {
  return <Link to={localPath(lang, page)} hash={hash} {...props} />
}

/**
 * The page the current route match renders, as a registry page: `/en/contact/` → `contact`, `/en`
 * → `''`. What a page's breadcrumb, intro and return links read instead of restating their path
 * (here beside the links, in the chunk every page loads: no request of its own).
 */
export function useCurrentPage(): string {
  return useMatch({ strict: false, select: (match) => pageOfPath(match.pathname) })
}
