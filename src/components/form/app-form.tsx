import { Plural, Trans } from '@lingui/react/macro'
import { createFormHook, createFormHookContexts, useSelector, type AnyFieldMeta } from '@tanstack/react-form'
import { useId, type ComponentPropsWithoutRef } from 'react'
import { focusRing } from '../focus-ring'
import { SubmitButton as SubmitButtonView, type SubmitButtonProps } from './submit-button'
import { FieldError, TextControl, type TextControlKind, type TextFieldProps } from './text-control'

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

export interface RadioOption<Value extends string> {
  value: Value
  label: string
}

export interface RadioGroupFieldProps<Value extends string> {
  /** The first radio's id: where focusFirstInvalid puts the focus; the error is `${id}-error`. */
  id: string
  legend: string
  options: readonly RadioOption<Value>[]
}

/**
 * One choice among a few, each a labelled radio drawn as a card: a fieldset named by its legend,
 * its error under it and tied to the group (aria-describedby).
 */
export function RadioGroupField<Value extends string>({ id, legend, options }: RadioGroupFieldProps<Value>) {
  const field = useFieldContext<Value>()
  const error = firstErrorMessage(field.state.meta.errors)
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950"
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={field.name}
              value={option.value}
              checked={field.state.value === option.value}
              onChange={() => field.handleChange(option.value)}
              onBlur={field.handleBlur}
              className={`size-4 shrink-0 accent-indigo-700 dark:accent-indigo-400 ${focusRing}`}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
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

/** Above a form that marks its required fields: what the asterisk means, said once. */
function RequiredFieldsNote() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <Trans>Fields marked with an asterisk (*) are required.</Trans>
    </p>
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

/**
 * The ids of a form's controls, one per field name from one `useId` (so two forms on a page never
 * share one), and the focus moves a form makes by name: to a control, or after an invalid submit
 * to the first field with an error.
 */
export function useControlIds<Name extends string>(names: readonly Name[]) {
  const baseId = useId()
  const id = (name: Name) => `${baseId}-${name}`
  return {
    id,
    focus: (name: Name) => document.getElementById(id(name))?.focus(),
    focusFirstInvalid: (form: FieldErrorsSource<Name>) => focusFirstInvalid(names, form, id),
  }
}

export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, PasswordField, PhoneField, UrlField, TextAreaField, RadioGroupField },
  formComponents: { Form, SubmitButton, InvalidFieldsSummary, RequiredFieldsNote },
})
