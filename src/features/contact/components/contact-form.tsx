import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { revalidateLogic, useSelector } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useAppForm, useControlIds } from '~/components/form/app-form'
import { notify } from '~/lib/notify'
import { useContactRequest } from '../queries'
import {
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_FIELD_NAMES,
  createContactFormSchema,
  EMPTY_CONTACT_FORM,
  toContactFormRequest,
} from '../schemas'

// An example number in the format of the page's country, never a real line.
const PHONE_EXAMPLE = msg({
  message: 'e.g. +44 20 7946 0958',
  comment:
    'Placeholder of the optional phone field: "e.g." and a fictional example number written the way phone numbers are written in your language\'s main country (tr: +90 222 …, de: +49 30 …). Not one of our office numbers.',
})

export interface ContactFormProps {
  className?: string
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string
}

/**
 * The contact form (SPEC.md §2, §5): name, email and message required, phone and company optional;
 * validated on submit, then as the visitor corrects it; a valid form is sent once, and the fields
 * keep what was typed unless the service confirms it.
 */
export function ContactForm({ className, 'aria-labelledby': labelledBy }: ContactFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createContactFormSchema(i18n), [i18n])
  const request = useContactRequest()
  const controls = useControlIds(CONTACT_FIELD_NAMES)

  const form = useAppForm({
    defaultValues: EMPTY_CONTACT_FORM,
    // Nothing is checked before the first submit; after it, every change re-checks.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
    onSubmit: ({ value, formApi }) =>
      request.send(toContactFormRequest(value), {
        sent: () => {
          formApi.reset()
          notify('success', t`Success`, t`Sent Successfully`)
        },
        failed: () => notify('error', t`Error`, t`An error was encountered`),
      }),
  })

  const submitted = useSelector(form.store, (state) => state.submissionAttempts > 0)
  const busy = useSelector(form.store, (state) => state.isSubmitting) || request.pending
  const common = (name: (typeof CONTACT_FIELD_NAMES)[number]) => ({ id: controls.id(name), maxLength: CONTACT_FIELD_MAX_LENGTH[name], markRequired: true })
  const optional = (name: (typeof CONTACT_FIELD_NAMES)[number]) => ({ ...common(name), markRequired: false, optional: true })

  return (
    <form.AppForm>
      <form.Form
        aria-labelledby={labelledBy}
        aria-busy={busy}
        data-submitted={submitted ? 'true' : undefined}
        className={`space-y-6 ${className ?? ''}`}
      >
        <form.RequiredFieldsNote />
        <form.InvalidFieldsSummary />
        <div className="grid gap-6 sm:grid-cols-2">
          <form.AppField name="name">
            {(field) => <field.TextField {...common('name')} label={t`Full name`} autoComplete="name" />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.EmailField {...common('email')} label={t`Email`} autoComplete="email" />}
          </form.AppField>
          <form.AppField name="number">
            {(field) => (
              <field.PhoneField
                {...optional('number')}
                label={t({ message: 'Phone (optional)', comment: 'Label of a form field the visitor may leave empty.' })}
                autoComplete="tel"
                placeholder={i18n._(PHONE_EXAMPLE)}
              />
            )}
          </form.AppField>
          <form.AppField name="company">
            {(field) => (
              <field.TextField
                {...optional('company')}
                label={t({ message: 'Company (optional)', comment: 'Label of a form field the visitor may leave empty.' })}
                autoComplete="organization"
              />
            )}
          </form.AppField>
          <form.AppField name="message">
            {(field) => <field.TextAreaField {...common('message')} label={t`Message`} autoComplete="off" rows={6} className="sm:col-span-2" />}
          </form.AppField>
        </div>
        <form.SubmitButton pending={request.pending} label={t`Send message`} busyLabel={t`Sending…`} />
      </form.Form>
    </form.AppForm>
  )
}
