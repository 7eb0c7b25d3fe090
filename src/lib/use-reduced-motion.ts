import { useSyncExternalStore } from 'react'

/**
 * The visitor's reduced-motion setting: the one place that reads it. Without matchMedia (an old
 * browser, a test environment) or while prerendering, motion counts as reduced: nothing moves on
 * its own.
 */
export function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return window.matchMedia('(prefers-reduced-motion: reduce)')
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? true
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** The reduced-motion setting, followed live; prerendered HTML assumes reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true)
}
