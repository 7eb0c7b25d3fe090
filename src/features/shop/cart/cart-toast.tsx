import { useEffect, useRef } from 'react'

/** How long a cart toast stays, with its progress bar (SPEC.md §8, §9). */
export const CART_TOAST_DURATION_MS = 1000

/**
 * How long a toast with an action (Undo) stays: long enough to read it and reach the button, which a
 * one-second cart toast is not (WCAG 2.2.1). sonner holds it while the pointer is over it.
 */
export const ACTION_TOAST_DURATION_MS = 10_000

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

export interface ToastAction {
  label: string
  onClick: () => void
}

/** A cart toast through sonner, which loads on first use; with an action it stays longer. */
export async function notifyCart(kind: 'success' | 'error', message: string, detail?: string, action?: ToastAction): Promise<void> {
  const { toast } = await import('sonner')
  const duration = action === undefined ? CART_TOAST_DURATION_MS : ACTION_TOAST_DURATION_MS
  toast[kind](message, {
    duration,
    ...(action === undefined ? {} : { action }),
    description: (
      <>
        {detail}
        <ToastProgress durationMs={duration} />
      </>
    ),
  })
}

/** A wishlist toast: the toaster's own duration, no progress bar. */
export async function notifyWishlist(message: string): Promise<void> {
  const { toast } = await import('sonner')
  toast.success(message)
}
