import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'
import { WithQueryClient } from '~/lib/lazy-query-client'
import { notify } from '~/lib/notify'
import { useContactFormMutation } from '../queries'
import {
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_FIELD_NAMES,
  createContactFormSchema,
  EMPTY_CONTACT_FORM,
  toContactFormRequest,
  type ContactFieldName,
} from '../schemas'

export interface ContactFormProps {
  className?: string
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string
}

type Control = HTMLInputElement | HTMLTextAreaElement

const controlClass = `block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${focusRing}`

interface FieldShellProps {
  id: string
  label: ReactNode
  error: string | undefined
  errorId: string
  className?: string
  children: ReactNode
}

function FieldShell({ id, label, error, errorId, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
          *
        </span>
      </label>
      {children}
      {error !== undefined && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
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

/**
 * The contact form (SPEC.md §2, §5): validated on submit, then as the visitor corrects it; a valid
 * form is sent once, and the fields keep what was typed unless the service confirms it.
 */
export function ContactForm({ className, 'aria-labelledby': labelledBy }: ContactFormProps) {
  return (
    <WithQueryClient>
      <ContactFormContent className={className} aria-labelledby={labelledBy} />
    </WithQueryClient>
  )
}

function ContactFormContent({ className, 'aria-labelledby': labelledBy }: ContactFormProps) {
  const { t, i18n } = useLingui()
  const baseId = useId()
  const schema = useMemo(() => createContactFormSchema(i18n), [i18n])
  const mutation = useContactFormMutation()
  const controls = useRef(new Map<ContactFieldName, Control>())
  const submitRef = useRef<HTMLButtonElement>(null)
  const inFlight = useRef(false)

  const form = useForm({
    defaultValues: EMPTY_CONTACT_FORM,
    // Nothing is checked before the first submit; after it, every change re-checks.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => {
      const first = CONTACT_FIELD_NAMES.find((name) => (formApi.getFieldMeta(name)?.errors.length ?? 0) > 0)
      if (first !== undefined) controls.current.get(first)?.focus()
    },
    onSubmit: async ({ value, formApi }) => {
      if (inFlight.current) return
      inFlight.current = true
      try {
        await mutation.mutateAsync(toContactFormRequest(value))
        formApi.reset()
        notify('success', t`Success`, t`Sent Successfully`)
      } catch (error) {
        console.error(error)
        notify('error', t`Error`, t`An error was encountered`)
      } finally {
        inFlight.current = false
      }
    },
  })

  // The prerendered form can be typed into before its code arrives; hydration keeps that text in the
  // controls but not in the form's state, so the next render would wipe it. Adopt it on mount
  // (a layout effect: before a submit that React replays from before hydration).
  useLayoutEffect(() => {
    for (const name of CONTACT_FIELD_NAMES) {
      const typed = controls.current.get(name)?.value
      if (typed !== undefined && typed !== form.getFieldValue(name)) form.setFieldValue(name, typed)
    }
  }, [form])

  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  const invalidCount = useStore(
    form.store,
    (state) => CONTACT_FIELD_NAMES.filter((name) => (state.fieldMeta[name]?.errors.length ?? 0) > 0).length,
  )
  const busy = isSubmitting || mutation.isPending
  // The prerendered button cannot send anything until this code has loaded: a click would be lost
  // (and a native submit would put the fields in the URL). Disabled until then, which also blocks
  // submitting with Enter.
  const ready = useHydrated()

  // A disabled button can drop focus to the page: give it back once the request has settled.
  const wasBusy = useRef(false)
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) submitRef.current?.focus()
    wasBusy.current = busy
  }, [busy])

  const registerControl = (name: ContactFieldName) => (element: Control | null) => {
    if (element) controls.current.set(name, element)
    else controls.current.delete(name)
  }

  const labels: Record<ContactFieldName, string> = {
    name: t`Full name`,
    email: t`Email`,
    number: t`Phone`,
    company: t`Company`,
    message: t`Message`,
  }

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-submitted={submitted ? 'true' : undefined}
      className={`space-y-6 ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        void form.handleSubmit()
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Fields marked with an asterisk (*) are required.</Trans>
      </p>
      <div role="status" aria-atomic="true">
        {submitted && invalidCount > 0 && (
          <p className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-300">
            <Plural
              value={invalidCount}
              one="Please correct the highlighted field."
              other="Please correct the # highlighted fields."
            />
          </p>
        )}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {CONTACT_FIELD_NAMES.map((name) => (
          <form.Field key={name} name={name}>
            {(field) => {
              const id = `${baseId}-${name}`
              const errorId = `${id}-error`
              const error = field.state.meta.errors[0]?.message
              const controlProps = {
                id,
                name,
                ref: registerControl(name),
                value: field.state.value,
                onBlur: field.handleBlur,
                onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
                required: true,
                'aria-required': true,
                'aria-invalid': error !== undefined ? true : undefined,
                'aria-describedby': error !== undefined ? errorId : undefined,
                maxLength: CONTACT_FIELD_MAX_LENGTH[name],
                className: controlClass,
              }
              return (
                <FieldShell
                  id={id}
                  label={labels[name]}
                  error={error}
                  errorId={errorId}
                  className={name === 'message' ? 'sm:col-span-2' : undefined}
                >
                  {name === 'message' ? (
                    <textarea {...controlProps} rows={6} autoComplete="off" />
                  ) : name === 'email' ? (
                    <input {...controlProps} type="email" autoComplete="email" inputMode="email" />
                  ) : name === 'number' ? (
                    <input
                      {...controlProps}
                      type="tel"
                      autoComplete="tel"
                      inputMode="tel"
                      placeholder="(xxx) xxx xx xx"
                    />
                  ) : (
                    <input {...controlProps} type="text" autoComplete={name === 'name' ? 'name' : 'organization'} />
                  )}
                </FieldShell>
              )
            }}
          </form.Field>
        ))}
      </div>
      <button
        ref={submitRef}
        type="submit"
        disabled={busy || !ready}
        aria-busy={busy}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-indigo-600 px-6 py-2.5 font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 ${focusRing}`}
      >
        {busy && <Spinner />}
        {busy ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </button>
    </form>
  )
}
