import { useEffect, useRef } from 'react'

/** How long a cart toast stays, with its progress bar (SPEC.md §8, §9). */
export const CART_TOAST_DURATION_MS = 1000

/** A bar that empties over the toast's lifetime; still under reduced motion. */
function ToastProgress({ durationMs }: { durationMs: number }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const element = ref.current
    if (element === null || typeof element.animate !== 'function') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const animation = element.animate([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
      duration: durationMs,
      easing: 'linear',
      fill: 'forwards',
    })
    return () => animation.cancel()
  }, [durationMs])
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-testid="toast-progress"
      className="mt-2 block h-1 w-full origin-left rounded-full bg-current opacity-70"
    />
  )
}

/** A cart toast through sonner, which loads on first use. */
export async function notifyCart(kind: 'success' | 'error', message: string, detail?: string): Promise<void> {
  const { toast } = await import('sonner')
  toast[kind](message, {
    duration: CART_TOAST_DURATION_MS,
    description: (
      <>
        {detail}
        <ToastProgress durationMs={CART_TOAST_DURATION_MS} />
      </>
    ),
  })
}
