import { useMatch } from '@tanstack/react-router'
import { pageOfPath } from '~/site/pages'

/**
 * The page the current route match renders, as a registry page: `/en/contact/` → `contact`, `/en`
 * → `''`. What a page's breadcrumb, intro and return links read instead of restating their path.
 */
export function useCurrentPage(): string {
  return useMatch({ strict: false, select: (match) => pageOfPath(match.pathname) })
}
