import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * True while React hydrates the component (and while prerendering): a part whose stored state
 * differs from what was prerendered renders the prerendered state then, and React renders it again
 * with the stored one right after, so the two never mismatch.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true)
}
