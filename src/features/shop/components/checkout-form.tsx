import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useSelector } from '@tanstack/react-form'
import { useSetAtom } from 'jotai'
import { useMemo, useState, type HTMLInputAutoCompleteAttribute } from 'react'
import { primaryButtonClass } from '~/components/button-styles'
import { focusFirstInvalid, useAppForm } from '~/components/form/app-form'
import { notify } from '~/lib/notify'
import { clearCartAtom } from '../atoms'
import {
  CHECKOUT_FIELD_MAX_LENGTH,
  CHECKOUT_FIELD_NAMES,
  createCheckoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  toOrderRequest,
  type CheckoutFieldName,
} from '../checkout'
import { isSessionRefused, useOrderMutation } from '../order'
import type { CartItem } from '../schemas'

interface FieldSpec {
  name: CheckoutFieldName
  type?: 'email' | 'tel'
  autoComplete: HTMLInputAutoCompleteAttribute
  inputMode?: 'numeric'
  /** Digits are the same in every language; a hint in words goes through the catalogs. */
  placeholder?: string | MessageDescriptor
  wide?: boolean
}

const SECTIONS: ReadonlyArray<{ key: 'contact' | 'shipping' | 'payment'; fields: readonly FieldSpec[] }> = [
  {
    key: 'contact',
    fields: [
      { name: 'name', autoComplete: 'name', wide: true },
      { name: 'email', type: 'email', autoComplete: 'email' },
      { name: 'phone', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    key: 'shipping',
    fields: [
      { name: 'address', autoComplete: 'street-address', wide: true },
      { name: 'city', autoComplete: 'address-level2' },
      { name: 'postalCode', autoComplete: 'postal-code' },
      { name: 'country', autoComplete: 'country-name', wide: true },
    ],
  },
  {
    key: 'payment',
    fields: [
      { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456', wide: true },
      { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: msg`MM/YY` },
      { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' },
    ],
  },
]

/**
 * The visitor's session as the checkout needs it: the token sent with the order (null for a
 * guest), and what to do when the shop refuses it (sign the visitor out).
 */
export interface CheckoutSession {
  token: () => string | null
  onRefused: () => void
}

/**
 * Contact, shipping and payment (TanStack Form + valibot): checked on submit, then as the visitor
 * corrects it. The order is placed once; on success the cart is emptied and the order number
 * shown, on failure everything typed stays and the reason is given in a toast and beside the form.
 */
export function CheckoutForm({
  items,
  session,
  onPlaced,
}: {
  items: readonly CartItem[]
  session: CheckoutSession
  onPlaced: (orderNumber: string) => void
}) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createCheckoutFormSchema(i18n, () => new Date()), [i18n])
  const mutation = useOrderMutation()
  const clearCart = useSetAtom(clearCartAtom)
  const [failure, setFailure] = useState<string | null>(null)
  const controlId = (name: CheckoutFieldName) => `checkout-${name}`

  const form = useAppForm({
    defaultValues: EMPTY_CHECKOUT_FORM,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) =>
      focusFirstInvalid(CHECKOUT_FIELD_NAMES, (name) => (formApi.getFieldMeta(name)?.errors.length ?? 0) > 0, controlId),
    onSubmit: async ({ value }) => {
      if (mutation.isPending) return
      setFailure(null)
      try {
        const { orderNumber } = await mutation.mutateAsync({ order: toOrderRequest(value, items), sessionToken: session.token() })
        clearCart()
        onPlaced(orderNumber)
        void notify('success', t`Order placed`, t`Your order number is ${orderNumber}`)
      } catch (error) {
        console.error(error)
        const refused = isSessionRefused(error)
        if (refused) session.onRefused()
        const reason = refused
          ? t`Your session has ended, so the order was not placed. Sign in again, or place it as a guest.`
          : t`Your order could not be placed. Nothing was charged; please try again.`
        setFailure(reason)
        void notify('error', t`Error`, reason)
      }
    },
  })

  const busy = useSelector(form.store, (state) => state.isSubmitting) || mutation.isPending

  const labels: Record<CheckoutFieldName, string> = {
    name: t`Full name`,
    email: t`Email`,
    phone: t`Phone`,
    address: t`Address`,
    city: t`City`,
    postalCode: t`Postal code`,
    country: t`Country`,
    cardNumber: t`Card number`,
    expiry: t`Expiry date (MM/YY)`,
    cvc: t`Security code (CVC)`,
  }
  const legends = { contact: t`Contact`, shipping: t`Shipping`, payment: t`Payment` }

  return (
    <form.AppForm>
      <form.Form
        aria-label={t`Checkout`}
        aria-busy={busy}
        className="space-y-8"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>All fields are required. This is a demo: no card is charged, and the card number never leaves your browser.</Trans>
        </p>
        <form.InvalidFieldsSummary />
        {SECTIONS.map((section) => (
          <fieldset key={section.key} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <legend className="px-2 text-lg font-bold">{legends[section.key]}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {section.fields.map((spec) => (
                <form.AppField key={spec.name} name={spec.name}>
                  {(field) => {
                    const props = {
                      id: controlId(spec.name),
                      label: labels[spec.name],
                      autoComplete: spec.autoComplete,
                      inputMode: spec.inputMode,
                      placeholder: typeof spec.placeholder === 'string' ? spec.placeholder : spec.placeholder && i18n._(spec.placeholder),
                      maxLength: CHECKOUT_FIELD_MAX_LENGTH[spec.name],
                      className: spec.wide ? 'sm:col-span-2' : undefined,
                    }
                    if (spec.type === 'email') return <field.EmailField {...props} />
                    if (spec.type === 'tel') return <field.PhoneField {...props} />
                    return <field.TextField {...props} />
                  }}
                </form.AppField>
              ))}
            </div>
          </fieldset>
        ))}
        {failure !== null && (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-300">
            {failure}
          </p>
        )}
        <form.SubmitButton
          pending={mutation.isPending}
          disabled={items.length === 0}
          label={t`Place order`}
          busyLabel={t`Placing your order…`}
          className={`w-full ${primaryButtonClass}`}
        />
      </form.Form>
    </form.AppForm>
  )
}
