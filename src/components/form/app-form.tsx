import { Plural } from '@lingui/react/macro'
import { createFormHook, createFormHookContexts, useSelector, type AnyFieldMeta } from '@tanstack/react-form'
import type { ComponentPropsWithoutRef } from 'react'
import { SubmitButton as SubmitButtonView, type SubmitButtonProps } from './submit-button'
import { TextControl, type TextControlKind, type TextFieldProps } from './text-control'

/**
 * The site's TanStack Form kit: `useAppForm` is `useForm` whose `AppField` renders the fields
 * below, each wired to its field (value, change, blur, first error), and whose `AppForm` gives
 * the submit button and the error summary the form's state. A feature adds its own fields with
 * `extendForm`.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The message of a field's first error (valibot issues carry one), if any. */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  const [error] = errors
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return undefined
}

function BoundControl({ kind, name, rows, ...props }: TextFieldProps & { kind: TextControlKind; rows?: number }) {
  const field = useFieldContext<string>()
  return (
    <TextControl
      {...props}
      kind={kind}
      rows={rows}
      name={name ?? field.name}
      value={field.state.value}
      error={firstErrorMessage(field.state.meta.errors)}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
    />
  )
}

export function TextField(props: TextFieldProps) {
  return <BoundControl kind="text" {...props} />
}

export function EmailField(props: TextFieldProps) {
  return <BoundControl kind="email" {...props} />
}

export function PasswordField(props: TextFieldProps) {
  return <BoundControl kind="password" {...props} />
}

export function PhoneField(props: TextFieldProps) {
  return <BoundControl kind="tel" {...props} />
}

export function UrlField(props: TextFieldProps) {
  return <BoundControl kind="url" {...props} />
}

export function TextAreaField({ rows = 6, ...props }: TextFieldProps & { rows?: number }) {
  return <BoundControl kind="multiline" rows={rows} {...props} />
}

/** The submit button, busy while the form submits or while `pending` (a request the form started). */
function SubmitButton({ pending = false, ...props }: Omit<SubmitButtonProps, 'busy'> & { pending?: boolean }) {
  const form = useFormContext()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  return <SubmitButtonView {...props} busy={submitting || pending} />
}

/**
 * The form element: no browser validation (the fields show their own errors), submitted through
 * the form once at a time (handleSubmit marks it submitting at once, so a second click is dropped).
 */
function Form(props: Omit<ComponentPropsWithoutRef<'form'>, 'noValidate' | 'onSubmit'>) {
  const form = useFormContext()
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        if (!form.state.isSubmitting) void form.handleSubmit()
      }}
    />
  )
}

/** After a submit, announces how many fields still have an error, until none has. */
function InvalidFieldsSummary() {
  const form = useFormContext()
  const invalidCount = useSelector(form.store, (state) =>
    state.submissionAttempts === 0 ? 0 : Object.values<AnyFieldMeta | undefined>(state.fieldMeta).filter((meta) => (meta?.errors.length ?? 0) > 0).length,
  )
  return (
    <div role="status" aria-atomic="true">
      {invalidCount > 0 && (
        <p className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-300">
          <Plural value={invalidCount} one="Please correct the highlighted field." other="Please correct the # highlighted fields." />
        </p>
      )}
    </div>
  )
}

/** What focusFirstInvalid reads of a form: a field's errors (TanStack Form's `formApi`). */
export interface FieldErrorsSource<Name extends string> {
  getFieldMeta: (name: Name) => { errors: readonly unknown[] } | undefined
}

/**
 * After an invalid submit, focuses the control of the first field, in form order, with an error
 * (the form's state knows before the page shows it).
 */
export function focusFirstInvalid<Name extends string>(names: readonly Name[], form: FieldErrorsSource<Name>, controlId: (name: Name) => string): void {
  const first = names.find((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0)
  if (first !== undefined) document.getElementById(controlId(first))?.focus()
}

export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, PasswordField, PhoneField, UrlField, TextAreaField },
  formComponents: { Form, SubmitButton, InvalidFieldsSummary },
})
