import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import * as v from 'valibot'
import { useControlIds } from '~/components/form/app-form'
import { FormMessage } from '~/components/form/form-message'
import { SubmitButton } from '~/components/form/submit-button'
import type { Lang } from '~/lib/languages'
import { notify } from '~/lib/notify'
import { ApiError, isUnauthorized } from '../api'
import {
  authQueries,
  useChangePasswordMutation,
  useDeleteProfileMutation,
  useUpdateNotificationsMutation,
  useUpdateProfileMutation,
} from '../queries'
import {
  createDeleteProfileFormSchema,
  createPasswordChangeFormSchema,
  createProfileFormSchema,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  NOTIFICATION_TOPICS,
  type NotificationSettings,
  type NotificationTopic,
  type User,
} from '../schemas'
import { useAppForm } from './app-form'

/** A failed save keeps what was typed and says so; a 401 signs out by itself (queries.ts). */
function useFailureToast() {
  const { t } = useLingui()
  return (error: unknown) => {
    if (isUnauthorized(error)) return
    console.error(error)
    void notify('error', t`Error`, t`Your changes could not be saved. Please try again.`)
  }
}

const PROFILE_FIELDS = ['name', 'email'] as const

export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const controls = useControlIds(PROFILE_FIELDS)
  const schema = useMemo(() => createProfileFormSchema(i18n), [i18n])
  const mutation = useUpdateProfileMutation()
  const onFailure = useFailureToast()
  const form = useAppForm({
    defaultValues: { name: user.name, email: user.email },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
    onSubmit: async ({ value }) => {
      try {
        await mutation.mutateAsync(v.parse(schema, value))
        void notify('success', t`Saved`, t`Your profile has been updated.`)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) onFailure(error)
      }
    },
  })
  const taken = mutation.error instanceof ApiError && mutation.error.status === 409
  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="account-heading"
        className="max-w-lg space-y-5"
      >
        {taken && <FormMessage kind="error">{t`Another account already uses this email address.`}</FormMessage>}
        <form.AppField name="name">
          {(field) => <field.TextField id={controls.id('name')} autoComplete="name" label={t`Full name`} maxLength={MAX_NAME_LENGTH} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.EmailField id={controls.id('email')} autoComplete="email" label={t`Email`} maxLength={MAX_EMAIL_LENGTH} />}
        </form.AppField>
        <form.SubmitButton label={t`Save changes`} busyLabel={t`Saving…`} />
      </form.Form>
    </form.AppForm>
  )
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'passwordRepeat'] as const

export function PasswordForm() {
  const { t, i18n } = useLingui()
  const controls = useControlIds(PASSWORD_FIELDS)
  const schema = useMemo(() => createPasswordChangeFormSchema(i18n), [i18n])
  const mutation = useChangePasswordMutation()
  const onFailure = useFailureToast()
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '', passwordRepeat: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
    onSubmit: async ({ value, formApi }) => {
      const { currentPassword, newPassword } = v.parse(schema, value)
      try {
        await mutation.mutateAsync({ currentPassword, newPassword })
        formApi.reset()
        void notify('success', t`Saved`, t`Your password has been changed.`)
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) controls.focus('currentPassword')
        else onFailure(error)
      }
    },
  })
  const wrongPassword = mutation.error instanceof ApiError && mutation.error.status === 400
  const labels = { currentPassword: t`Current password`, newPassword: t`New password`, passwordRepeat: t`Repeat the new password` }
  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="account-heading"
        className="max-w-lg space-y-5"
      >
        {wrongPassword && <FormMessage kind="error">{t`The current password is incorrect.`}</FormMessage>}
        <form.AppField name="currentPassword">
          {(field) => (
            <field.PasswordField id={controls.id('currentPassword')} autoComplete="current-password" label={labels.currentPassword} maxLength={MAX_PASSWORD_LENGTH} />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.NewPasswordField id={controls.id('newPassword')} label={labels.newPassword} withRules />}
        </form.AppField>
        <form.AppField name="passwordRepeat">
          {(field) => <field.NewPasswordField id={controls.id('passwordRepeat')} label={labels.passwordRepeat} />}
        </form.AppField>
        <form.SubmitButton label={t`Change password`} busyLabel={t`Saving…`} />
      </form.Form>
    </form.AppForm>
  )
}

export function NotificationsForm() {
  const { t } = useLingui()
  const query = useQuery(authQueries.notifications())
  if (query.isError) return <FormMessage kind="error">{t`Your settings could not be loaded. Please reload the page.`}</FormMessage>
  if (query.data === undefined) return <p role="status">{t`Loading…`}</p>
  return <NotificationToggles initial={query.data} />
}

function NotificationToggles({ initial }: { initial: NotificationSettings }) {
  const { t } = useLingui()
  const baseId = useId()
  const [settings, setSettings] = useState(initial)
  const mutation = useUpdateNotificationsMutation()
  const onFailure = useFailureToast()
  const labels: Record<NotificationTopic, { label: string; hint: string }> = {
    orderUpdates: { label: t`Order updates`, hint: t`When an order of yours is confirmed, shipped or delivered.` },
    productNews: { label: t`Product news`, hint: t`New products and features, about once a month.` },
    securityAlerts: { label: t`Security alerts`, hint: t`When someone signs in to your account or changes its password.` },
  }
  return (
    <form
      aria-labelledby="account-heading"
      className="max-w-lg space-y-6"
      onSubmit={(event) => {
        event.preventDefault()
        mutation.mutate(settings, {
          onSuccess: () => void notify('success', t`Saved`, t`Your notification settings have been saved.`),
          onError: onFailure,
        })
      }}
    >
      <fieldset className="space-y-4">
        <legend className="sr-only">{t`Emails we send you`}</legend>
        {NOTIFICATION_TOPICS.map((topic) => (
          <div key={topic} className="flex items-start gap-3">
            <input
              id={`${baseId}-${topic}`}
              type="checkbox"
              role="switch"
              aria-checked={settings[topic]}
              checked={settings[topic]}
              onChange={(event) => setSettings({ ...settings, [topic]: event.target.checked })}
              aria-describedby={`${baseId}-${topic}-hint`}
              className="mt-1 size-5 accent-indigo-700 dark:accent-indigo-400"
            />
            <div>
              <label htmlFor={`${baseId}-${topic}`} className="font-medium">
                {labels[topic].label}
              </label>
              <p id={`${baseId}-${topic}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
                {labels[topic].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <SubmitButton busy={mutation.isPending} label={t`Save settings`} busyLabel={t`Saving…`} />
    </form>
  )
}

export function DeleteProfileForm({ lang, user }: { lang: Lang; user: User }) {
  const { t, i18n } = useLingui()
  const controls = useControlIds(['confirmation'])
  const schema = useMemo(() => createDeleteProfileFormSchema(i18n, user.email), [i18n, user.email])
  const mutation = useDeleteProfileMutation()
  const onFailure = useFailureToast()
  const router = useRouter()
  const email = user.email
  const form = useAppForm({
    defaultValues: { confirmation: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => controls.focus('confirmation'),
    onSubmit: async ({ value }) => {
      try {
        await mutation.mutateAsync(v.parse(schema, value))
      } catch (error) {
        onFailure(error)
        return
      }
      await router.navigate({ to: '/$lang/pages-logout', params: { lang } })
    },
  })
  return (
    <form.AppForm>
      <form.Form
        aria-labelledby="account-heading"
        className="max-w-lg space-y-5"
      >
        <p className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          {t`This cannot be undone: your profile, settings and order history are deleted and you are signed out.`}
        </p>
        <form.AppField name="confirmation">
          {(field) => <field.TextField id={controls.id('confirmation')} autoComplete="off" label={t`Type ${email} to confirm`} maxLength={MAX_EMAIL_LENGTH} />}
        </form.AppField>
        <form.SubmitButton danger label={t`Delete my profile`} busyLabel={t`Deleting…`} />
      </form.Form>
    </form.AppForm>
  )
}
