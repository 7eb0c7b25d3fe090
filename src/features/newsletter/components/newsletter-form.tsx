import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import * as v from 'valibot'
import { useAppForm } from '~/components/form/app-form'
import { notify } from '~/lib/notify'
import { newsletterMutationOptions } from '../queries'
import { createNewsletterSchema, type NewsletterInput } from '../schemas'

const defaultValues: NewsletterInput = { Email: '' }

/** The email subscription of the hero (SPEC.md §5, §7, §8). */
export function NewsletterForm({ className }: { className?: string }) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => createNewsletterSchema(i18n), [i18n])
  const inputId = useId()
  const subscribe = useMutation(newsletterMutationOptions())

  const form = useAppForm({
    defaultValues,
    // Validate on submit first, then live while the visitor corrects the address.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => document.getElementById(inputId)?.focus(),
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

  return (
    <form.AppForm>
      <form.Form className={className}>
        <form.AppField name="Email">
          {(field) => (
            <field.EmailField
              id={inputId}
              name="email"
              label={t`Email address`}
              autoComplete="email"
              placeholder={t`Enter your email address`}
              inlineAction={<form.SubmitButton label={t`Subscribe`} size="lg" />}
            />
          )}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  )
}
