import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useAppForm, useControlIds } from '~/components/form/app-form'
import { notify } from '~/lib/notify'
import { useContactRequest } from '../queries'
import {
  createAuditFormSchema,
  EMPTY_AUDIT_FORM,
  LEAD_FIELD_MAX_LENGTH,
  LEAD_FIELD_NAMES,
  serviceRefusedWebsite,
  toAuditRequest,
  websiteNotPublicMessage,
} from '../leads'

/**
 * The free SEO audit request: the website's address and how to reach the visitor. Validated on
 * submit, then as the visitor corrects it; what was typed stays until the service confirms it.
 */
export function AuditForm({ 'aria-labelledby': labelledBy }: { 'aria-labelledby'?: string }) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createAuditFormSchema(i18n), [i18n])
  const request = useContactRequest()
  const controls = useControlIds(LEAD_FIELD_NAMES)

  const form = useAppForm({
    defaultValues: EMPTY_AUDIT_FORM,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
    onSubmit: ({ value, formApi }) =>
      request.send(toAuditRequest(value, i18n), {
        sent: () => {
          formApi.reset()
          notify('success', t`Audit requested`, t`We will send your report within three working days.`)
        },
        failed: (error) => {
          if (!serviceRefusedWebsite(error)) {
            notify('error', t`Error`, t`Your request could not be sent. Please try again; what you typed is still here.`)
            return
          }
          // The service's own check of the address: shown where the form's would be, until the next edit.
          formApi.setFieldMeta('website', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onDynamic: websiteNotPublicMessage(i18n) } }))
          controls.focus('website')
        },
      }),
  })

  const common = (name: (typeof LEAD_FIELD_NAMES)[number]) => ({ id: controls.id(name), maxLength: LEAD_FIELD_MAX_LENGTH[name], markRequired: true })

  return (
    <form.AppForm>
      <form.Form aria-labelledby={labelledBy} aria-busy={request.pending} className="space-y-5">
        <form.RequiredFieldsNote />
        <form.InvalidFieldsSummary />
        <form.AppField name="website">
          {(field) => <field.UrlField {...common('website')} label={t`Website`} autoComplete="url" />}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="name">{(field) => <field.TextField {...common('name')} label={t`Full name`} autoComplete="name" />}</form.AppField>
          <form.AppField name="email">{(field) => <field.EmailField {...common('email')} label={t`Email`} autoComplete="email" />}</form.AppField>
          <form.AppField name="number">{(field) => <field.PhoneField {...common('number')} label={t`Phone`} autoComplete="tel" />}</form.AppField>
          <form.AppField name="company">{(field) => <field.TextField {...common('company')} label={t`Company`} autoComplete="organization" />}</form.AppField>
        </div>
        <form.SubmitButton pending={request.pending} label={t`Request my free audit`} busyLabel={t`Sending…`} />
      </form.Form>
    </form.AppForm>
  )
}
