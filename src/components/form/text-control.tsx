import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react'
import { focusRing } from '../focus-ring'

/** What a form names and describes about one of its text fields; the value and errors come from the field. */
export interface TextFieldProps {
  id: string
  label: string
  autoComplete: HTMLInputAutoCompleteAttribute
  /** A hint under the label, tied to the control (the password rules). */
  hint?: string
  maxLength?: number
  placeholder?: string
  /** Digits only (card fields); email and phone fields get their keyboard from their type. */
  inputMode?: 'numeric'
  /** An asterisk after the label, for a form that says once above it what the asterisk means. */
  markRequired?: boolean
  /** The control may stay empty: not `required` for assistive technology either. */
  optional?: boolean
  /** The control's `name` where it differs from the field's (an API's casing). */
  name?: string
  /**
   * A button beside the control, for a one-field form (the subscription): the label is then read
   * by screen readers only, and the error line is kept and announced, so nothing moves or goes unsaid.
   */
  inlineAction?: ReactNode
  /** Classes of the wrapper (its place in a grid). */
  className?: string
}

export type TextControlKind = 'text' | 'email' | 'password' | 'tel' | 'url' | 'multiline'

interface TextControlProps extends TextFieldProps {
  kind: TextControlKind
  name: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  /** Rows of a multiline control. */
  rows?: number
}

const controlClass = `block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${focusRing}`

const inlineControlClass = `min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${focusRing}`

const KEYBOARDS = { email: 'email', tel: 'tel', url: 'url' } as const

/** A labelled text control whose hint and error are tied to it (aria-invalid, aria-describedby). */
export function TextControl({
  kind,
  id,
  name,
  label,
  autoComplete,
  value,
  error,
  hint,
  maxLength,
  placeholder,
  inputMode,
  markRequired = false,
  optional = false,
  inlineAction,
  className,
  rows,
  onChange,
  onBlur,
}: TextControlProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const inline = inlineAction !== undefined
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter(Boolean).join(' ')
  const shared = {
    id,
    name,
    autoComplete,
    value,
    maxLength,
    placeholder,
    required: !optional,
    'aria-required': markRequired ? true : undefined,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onBlur,
    className: inline ? inlineControlClass : controlClass,
  }
  const control =
    kind === 'multiline' ? (
      <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
    ) : (
      <input
        {...shared}
        type={kind}
        inputMode={inputMode ?? (kind === 'email' || kind === 'tel' || kind === 'url' ? KEYBOARDS[kind] : undefined)}
        spellCheck={kind === 'text' ? undefined : false}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  return (
    <div className={className}>
      <label htmlFor={id} className={inline ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100'}>
        {label}
        {markRequired && (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              *
            </span>
          </>
        )}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="mb-1.5 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {inline ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            {control}
            {inlineAction}
          </div>
          <p id={errorId} aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-700 dark:text-red-300">
            {error ?? ''}
          </p>
        </>
      ) : (
        <>
          {control}
          <FieldError id={errorId} error={error} />
        </>
      )}
    </div>
  )
}

/** A field's error under it, named by `id` for the control's aria-describedby; nothing when valid. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  )
}
