import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { buttonClass, type ButtonSize } from '../button'

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 motion-safe:animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

export interface SubmitButtonProps {
  busy: boolean
  label: string
  /** Said while sending; the label by default. */
  busyLabel?: string
  /** Nothing to send yet (an empty cart). */
  disabled?: boolean
  danger?: boolean
  /** `md` (a form's size) unless told. */
  size?: ButtonSize
  /** Layout only (width, margins): the look comes from `danger` and `size`. */
  className?: string
}

/**
 * The submit button: disabled until the page has hydrated (a click on the prerendered button would
 * be lost, and a native submit would put the fields in the URL; disabled, it also blocks Enter) and
 * while sending, after which it takes back the focus that disabling it dropped.
 */
export function SubmitButton({ busy, label, busyLabel = label, disabled = false, danger = false, size = 'md', className }: SubmitButtonProps) {
  const ready = useHydrated()
  const button = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) button.current?.focus()
    wasBusy.current = busy
  }, [busy])
  return (
    <button
      ref={button}
      type="submit"
      disabled={busy || disabled || !ready}
      aria-busy={busy}
      className={buttonClass({ variant: danger ? 'danger' : 'primary', size, className })}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  )
}
