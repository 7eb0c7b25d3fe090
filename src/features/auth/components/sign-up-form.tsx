import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import { useControlIds } from '~/components/form/app-form'
import { FormMessage } from '~/components/form/form-message'
import type { Lang } from '~/lib/languages'
import { ApiError } from '../api'
import { useSignupMutation } from '../queries'
import { safeReturnUrl } from '../return-url'
import {
  createSignupFormSchema,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  type SignupFormValues,
} from '../schemas'
import { useAppForm } from './app-form'
import { SignedOutOnly } from './signed-in-notice'

const FIELDS = ['name', 'email', 'password', 'passwordRepeat'] as const

/** Sign-up: name, email and a password typed twice; success signs in and goes on like sign-in. */
export function SignUpForm({ lang, returnUrl }: { lang: Lang; returnUrl: unknown }) {
  return (
    <SignedOutOnly lang={lang}>
      <SignUpFormFields lang={lang} returnUrl={returnUrl} />
    </SignedOutOnly>
  )
}

function SignUpFormFields({ lang, returnUrl }: { lang: Lang; returnUrl: unknown }) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createSignupFormSchema(i18n), [i18n])
  const mutation = useSignupMutation()
  const router = useRouter()
  const controls = useControlIds(FIELDS)

  const form = useAppForm({
    defaultValues: { name: '', email: '', password: '', passwordRepeat: '' } satisfies SignupFormValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => {
      mutation.reset()
      controls.focusFirstInvalid(formApi)
    },
    onSubmit: async ({ value }) => {
      const { name, email, password } = v.parse(schema, value)
      try {
        await mutation.mutateAsync({ name, email, password })
      } catch {
        controls.focus('email')
        return
      }
      await router.navigate({ href: safeReturnUrl(returnUrl, lang), replace: true })
    },
  })

  const error = mutation.error
  const errorText =
    error === null
      ? null
      : error instanceof ApiError && error.status === 409
        ? t`An account with this email address already exists. Sign in instead, or use another address.`
        : t`Creating the account failed. Please check your connection and try again.`

  const labels: Record<(typeof FIELDS)[number], string> = {
    name: t`Full name`,
    email: t`Email`,
    password: t`Password`,
    passwordRepeat: t`Repeat the password`,
  }

  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="sign-up-heading"
        className="space-y-5"
      >
        {errorText !== null && <FormMessage kind="error">{errorText}</FormMessage>}
        <form.AppField name="name">
          {(field) => <field.TextField id={controls.id('name')} autoComplete="name" label={labels.name} maxLength={MAX_NAME_LENGTH} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.EmailField id={controls.id('email')} autoComplete="email" label={labels.email} maxLength={MAX_EMAIL_LENGTH} />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.NewPasswordField id={controls.id('password')} label={labels.password} withRules />}
        </form.AppField>
        <form.AppField name="passwordRepeat">
          {(field) => <field.NewPasswordField id={controls.id('passwordRepeat')} label={labels.passwordRepeat} />}
        </form.AppField>
        <form.SubmitButton pending={mutation.isPending} label={t`Create account`} busyLabel={t`Creating account…`} />
      </form.Form>
    </form.AppForm>
  )
}
