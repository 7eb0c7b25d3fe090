import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'


export const inputClass = `block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${focusRing}`

export const linkClass = `rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`

/** What a form names and describes about one of its text inputs; the value and errors come from the field. */
export interface FieldProps {
  id: string
  label: string
  autoComplete: string
  /** A hint under the label, tied to the control (the password rules). */
  hint?: string
  maxLength?: number
}

interface InputProps extends FieldProps {
  name: string
  type: 'text' | 'email' | 'password'
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/** A labelled input whose error message is tied to it (aria-invalid, aria-describedby). */
export function LabelledInput({ id, name, label, type, autoComplete, value, error, hint, maxLength, onChange, onBlur }: InputProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="mb-1.5 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        spellCheck={type === 'text' ? undefined : false}
        value={value}
        maxLength={maxLength}
        required
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
      {error !== undefined && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}

/** The answer of the last request, announced: an error (role=alert) or a confirmation (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const style =
    kind === 'error'
      ? 'border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm font-medium ${style}`}>
      {children}
    </p>
  )
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 motion-safe:animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

const buttonBase = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`
export const primaryButton = `${buttonBase} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300`
export const dangerButton = `${buttonBase} bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300`

/**
 * The submit button: disabled until the page has hydrated (a click on the prerendered button
 * would be lost, and a native submit would put the password in the URL) and while sending.
 */
export function SubmitButton({ busy, label, busyLabel, danger = false }: { busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  const ready = useHydrated()
  return (
    <button type="submit" disabled={busy || !ready} aria-busy={busy} className={danger ? dangerButton : primaryButton}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  )
}

/** Focuses the first control, in form order, that has an error (after an invalid submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
