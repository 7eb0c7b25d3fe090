import { useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useId, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react'
import * as v from 'valibot'
import { notify } from '~/lib/notify'
import { newsletterMutationOptions } from '../queries'
import { createNewsletterSchema, type NewsletterInput } from '../schemas'

const defaultValues: NewsletterInput = { Email: '' }

/** The email subscription of the hero (SPEC.md §5, §7, §8). */
export function NewsletterForm({ className }: { className?: string }) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => createNewsletterSchema(i18n), [i18n])
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const subscribe = useMutation(newsletterMutationOptions())
  // The form hydrates after the page (its code is lazy). Until then a submit would be the browser's
  // own: a GET that reloads the page with the address in the URL. The prerendered button is
  // disabled, which blocks Enter in the field too, and comes alive with this code.
  const hydrated = useHydrated()

  const form = useForm({
    defaultValues,
    // Validate on submit first, then live while the visitor corrects the address.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => inputRef.current?.focus(),
    onSubmit: async ({ value, formApi }) => {
      try {
        await subscribe.mutateAsync(v.parse(schema, value))
      } catch (error) {
        console.error('Newsletter subscription failed:', error)
        notify('error', t`Error`, t`An error was encountered`)
        return
      }
      formApi.reset()
      notify('success', t`Success`, t`Sent Successfully`)
    },
  })

  useLayoutEffect(() => {
    // An address typed before the form hydrated is in the field (hydration keeps it) but not in
    // the form's state, so the first submit would call the visible address empty and erase it.
    // A layout effect: it must read the field before the first re-render writes the state's '' to it.
    const typed = inputRef.current?.value ?? ''
    if (typed !== '' && form.getFieldValue('Email') === '') form.setFieldValue('Email', typed)
  }, [form])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    // handleSubmit marks the form as submitting synchronously, so a second click is dropped here.
    if (form.state.isSubmitting) return
    void form.handleSubmit()
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={className}>
      <form.Field name="Email">
        {(field) => {
          const error = field.state.meta.errors[0]?.message
          return (
            <div>
              <label htmlFor={inputId} className="sr-only">
                {t`Email address`}
              </label>
              <div className="flex flex-col gap-3 sm:flex-row">
                <input
                  ref={inputRef}
                  id={inputId}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  placeholder={t`Enter your email address`}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-indigo-400 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400"
                />
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(isSubmitting) => (
                    <button
                      type="submit"
                      disabled={!hydrated || isSubmitting}
                      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-indigo-600 px-6 font-semibold text-white transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 dark:focus-visible:outline-indigo-400"
                    >
                      {isSubmitting ? (
                        <span
                          aria-hidden="true"
                          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
                        />
                      ) : null}
                      {t`Subscribe`}
                    </button>
                  )}
                </form.Subscribe>
              </div>
              <p id={errorId} aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-700 dark:text-red-300">
                {error ?? ''}
              </p>
            </div>
          )
        }}
      </form.Field>
    </form>
  )
}
