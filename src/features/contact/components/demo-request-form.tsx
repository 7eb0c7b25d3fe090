import { useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useEffect, useMemo } from 'react'
import * as v from 'valibot'
import { useAppForm, useControlIds } from '~/components/form/app-form'
import { notify } from '~/lib/notify'
import {
  createDemoRequestSchema,
  DEMO_REQUEST_FIELD_NAMES,
  DEMO_REQUEST_MAX_LENGTH,
  EMPTY_DEMO_REQUEST,
  interestsOf,
  interestLabel,
  toDemoRequest,
  type DemoRequestKind,
  type Interest,
} from '../demo-request'
import { useContactRequest } from '../queries'

export interface DemoRequestFormProps {
  /** `demo`: "request a demo" of a product; `consultation`: "book a consultation" on a topic; `plan`: ask for a pricing plan. */
  kind: DemoRequestKind
  /** The choice made before the form (the plan a pricing page's button names), set once the page has hydrated. */
  chosen?: Interest
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string
}

/**
 * The "request a demo" form with the product of interest (a radio group of the product line, the
 * whole platform, or not sure yet), or, as `consultation`, the "book a consultation" form with its topic. Validated on submit, then as the visitor corrects it; what was
 * typed stays until the service confirms it.
 */
export function DemoRequestForm({ kind, chosen, 'aria-labelledby': labelledBy }: DemoRequestFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createDemoRequestSchema(i18n, kind), [i18n, kind])
  const request = useContactRequest()
  const controls = useControlIds(DEMO_REQUEST_FIELD_NAMES)

  const form = useAppForm({
    defaultValues: EMPTY_DEMO_REQUEST,
    // Nothing is checked before the first submit; after it, every change re-checks.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) => controls.focusFirstInvalid(formApi),
    onSubmit: ({ value, formApi }) =>
      request.send(toDemoRequest(v.parse(schema, value), kind, i18n), {
        sent: () => {
          formApi.reset()
          if (kind === 'demo') notify('success', t`Demo requested`, t`We will call or write within one working day to find a time for your demo.`)
          else if (kind === 'plan') notify('success', t`Plan requested`, t`We will write within one working day with your offer and the next steps.`)
          else notify('success', t`Consultation booked`, t`A consultant will write within one working day to agree on a date.`)
        },
        failed: () => notify('error', t`Error`, t`Your request could not be sent. Please try again; what you typed is still here.`),
      }),
  })

  // After hydration, so the prerendered form (no choice) and the first render agree.
  useEffect(() => {
    if (chosen !== undefined && interestsOf(kind).includes(chosen)) form.setFieldValue('interest', chosen)
  }, [chosen, kind, form])

  const common = (name: 'name' | 'email' | 'company' | 'number') => ({ id: controls.id(name), maxLength: DEMO_REQUEST_MAX_LENGTH[name], markRequired: true })
  const legends: Record<DemoRequestKind, string> = { demo: t`Which product would you like to see?`, consultation: t`What should we talk about?`, plan: t`Which plan would you like?` }
  const legend = legends[kind]

  return (
    <form.AppForm>
      <form.Form aria-labelledby={labelledBy} aria-busy={request.pending} className="space-y-5">
        <form.RequiredFieldsNote />
        <form.InvalidFieldsSummary />
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="name">{(field) => <field.TextField {...common('name')} label={t`Full name`} autoComplete="name" />}</form.AppField>
          <form.AppField name="email">{(field) => <field.EmailField {...common('email')} label={t`Work email`} autoComplete="work email" />}</form.AppField>
          <form.AppField name="company">{(field) => <field.TextField {...common('company')} label={t`Company`} autoComplete="organization" />}</form.AppField>
          <form.AppField name="number">
            {(field) => <field.PhoneField {...common('number')} markRequired={false} optional label={t`Phone (optional)`} autoComplete="work tel" />}
          </form.AppField>
        </div>
        <form.AppField name="interest">
          {(field) => (
            <field.RadioGroupField id={controls.id('interest')} legend={legend} options={interestsOf(kind).map((key) => ({ value: key, label: interestLabel(key, i18n) }))} />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => (
            <field.TextAreaField
              id={controls.id('message')}
              maxLength={DEMO_REQUEST_MAX_LENGTH.message}
              optional
              label={t`Message (optional)`}
              hint={
                kind === 'consultation'
                  ? t`Your group's companies, your systems, the deadline you are working to.`
                  : kind === 'plan'
                    ? t`Your number of users and sites, the systems to connect, the date you want to start.`
                    : t`What should the demo show? Your processes, systems, number of sites.`
              }
              autoComplete="off"
              rows={3}
            />
          )}
        </form.AppField>
        <form.SubmitButton pending={request.pending} label={{ demo: t`Request a demo`, consultation: t`Book a consultation`, plan: t`Request the plan` }[kind]} busyLabel={t`Sending…`} />
      </form.Form>
    </form.AppForm>
  )
}
