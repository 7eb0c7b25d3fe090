import { useCallback, useState } from 'react'

/**
 * Whether an element has come near the viewport, and the ref that marks that element. Becomes
 * true once and stays true. Where IntersectionObserver is missing, it is true at once.
 */
export function useNearViewport(rootMargin = '600px 0px'): [boolean, (node: Element | null) => (() => void) | undefined] {
  const [near, setNear] = useState(false)
  const ref = useCallback(
    (node: Element | null) => {
      if (!node) return undefined
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true)
        return undefined
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true)
            observer.disconnect()
          }
        },
        { rootMargin },
      )
      observer.observe(node)
      return () => observer.disconnect()
    },
    [rootMargin],
  )
  return [near, ref]
}
