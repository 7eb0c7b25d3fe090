import { useRouterState } from '@tanstack/react-router'
import { ProgressBar } from '~/components/progress-bar'

/** The thin green bar of SPEC.md §4 while the router loads a page. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' })
  return <ProgressBar active={loading} />
}
