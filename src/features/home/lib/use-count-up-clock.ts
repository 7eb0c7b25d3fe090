import { useEffect, useRef, useState, type RefObject } from 'react'
import { useReducedMotion } from '~/lib/use-reduced-motion'
import { COUNT_UP_DURATION_MS } from './count-up'

/**
 * Milliseconds into the count-up of an element, or null when the final numbers should show:
 * in the server HTML, under reduced motion, without IntersectionObserver, and once it has run.
 * Waiting to scroll into view it is 0; it runs once, the first time the element is half visible.
 */
export function useCountUpClock(ref: RefObject<Element | null>, durationMs: number = COUNT_UP_DURATION_MS): number | null {
  const reducedMotion = useReducedMotion()
  const [elapsed, setElapsed] = useState<number | null>(null)
  const done = useRef(false)

  useEffect(() => {
    const node = ref.current
    if (reducedMotion || done.current || !node || typeof IntersectionObserver === 'undefined') {
      setElapsed(null)
      return
    }
    setElapsed(0)
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const time = now - start
          if (time >= durationMs) {
            done.current = true
            setElapsed(null)
            return
          }
          setElapsed(time)
          frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref, reducedMotion, durationMs])

  return elapsed
}
