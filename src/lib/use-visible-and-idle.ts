import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has been on screen and the browser has had an idle moment: when a
 * carousel hands its prerendered row to embla, so embla is never in the first load.
 */
export function useVisibleAndIdle(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const node = ref.current
    // Without IntersectionObserver (old browsers, jsdom) the still row is all there is.
    if (!enabled || ready || !node || typeof IntersectionObserver === 'undefined') return
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function'
    let idle = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const load = () => setReady(true)
      idle = hasIdleCallback ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 200)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      if (hasIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [ref, enabled, ready])
  return ready
}
