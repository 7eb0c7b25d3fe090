import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { Link, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import { useControlIds } from '~/components/form/app-form'
import { FormMessage } from '~/components/form/form-message'
import type { Lang } from '~/lib/languages'
import { ApiError } from '../api'
import { useLoginMutation } from '../queries'
import { safeReturnUrl } from '../return-url'
import { createLoginFormSchema, MAX_EMAIL_LENGTH, type LoginFormValues } from '../schemas'
import { useAppForm } from './app-form'
import { linkClass } from './form-controls'
import { SignedOutOnly } from './signed-in-notice'

const FIELDS = ['email', 'password'] as const

/**
 * Sign-in (SPEC.md §4): a new attempt clears the last error; a failure keeps the email, empties
 * the password and says why; success goes to `returnUrl` when it is a page of this site.
 */
export function SignInForm({ lang, returnUrl }: { lang: Lang; returnUrl: unknown }) {
  return (
    <SignedOutOnly lang={lang}>
      <SignInFormFields lang={lang} returnUrl={returnUrl} />
    </SignedOutOnly>
  )
}

function SignInFormFields({ lang, returnUrl }: { lang: Lang; returnUrl: unknown }) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createLoginFormSchema(i18n), [i18n])
  const mutation = useLoginMutation()
  const router = useRouter()
  const controls = useControlIds(FIELDS)

  const form = useAppForm({
    defaultValues: { email: '', password: '' } satisfies LoginFormValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => {
      mutation.reset()
      controls.focusFirstInvalid(formApi)
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(v.parse(schema, value))
      } catch {
        formApi.setFieldValue('password', '')
        controls.focus('password')
        return
      }
      await router.navigate({ href: safeReturnUrl(returnUrl, lang), replace: true })
    },
  })

  const error = mutation.error
  const errorText =
    error === null
      ? null
      : error instanceof ApiError && error.status === 400
        ? t`Email or password is incorrect`
        : t`Signing in failed. Please check your connection and try again.`

  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="sign-in-heading"
        className="space-y-5"
      >
        {errorText !== null && <FormMessage kind="error">{errorText}</FormMessage>}
        <form.AppField name="email">
          {(field) => <field.EmailField id={controls.id('email')} autoComplete="username" label={t`Email`} maxLength={MAX_EMAIL_LENGTH} />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.PasswordField id={controls.id('password')} autoComplete="current-password" label={t`Password`} />}
        </form.AppField>
        <p className="text-sm">
          <Link to="/$lang/auth/forgot-password" params={{ lang }} className={linkClass}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <form.SubmitButton pending={mutation.isPending} label={t`Sign in`} busyLabel={t`Signing in…`} />
      </form.Form>
    </form.AppForm>
  )
}
