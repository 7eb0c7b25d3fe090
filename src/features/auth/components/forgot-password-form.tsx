import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useMemo } from 'react'
import * as v from 'valibot'
import { useControlIds } from '~/components/form/app-form'
import { FormMessage } from '~/components/form/form-message'
import { useForgotPasswordMutation } from '../queries'
import { createForgotPasswordFormSchema, MAX_EMAIL_LENGTH } from '../schemas'
import { useAppForm } from './app-form'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui()
  const controls = useControlIds(['email'])
  const schema = useMemo(() => createForgotPasswordFormSchema(i18n), [i18n])
  const mutation = useForgotPasswordMutation()

  const form = useAppForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => {
      mutation.reset()
      controls.focus('email')
    },
    onSubmit: async ({ value }) => {
      await mutation.mutateAsync(v.parse(schema, value)).catch(() => undefined)
    },
  })

  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="forgot-password-heading"
        className="space-y-5"
      >
        {mutation.isSuccess && (
          <FormMessage kind="success">
            {t`If an account exists for this address, we have sent it a link to choose a new password. Check your inbox.`}
          </FormMessage>
        )}
        {mutation.isError && (
          <FormMessage kind="error">{t`The request failed. Please check your connection and try again.`}</FormMessage>
        )}
        <form.AppField name="email">
          {(field) => <field.EmailField id={controls.id('email')} autoComplete="email" label={t`Email`} maxLength={MAX_EMAIL_LENGTH} />}
        </form.AppField>
        <form.SubmitButton pending={mutation.isPending} label={t`Send reset link`} busyLabel={t`Sending…`} />
      </form.Form>
    </form.AppForm>
  )
}
