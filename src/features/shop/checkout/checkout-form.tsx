import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useSelector } from '@tanstack/react-form'
import { useSetAtom } from 'jotai'
import { useEffect, useMemo, useState, type HTMLInputAutoCompleteAttribute } from 'react'
import * as v from 'valibot'
import { focusRing } from '~/components/focus-ring'
import { firstErrorMessage, focusFirstInvalid, useAppForm } from '~/components/form/app-form'
import { FieldError } from '~/components/form/text-control'
import type { Lang } from '~/lib/languages'
import { notify } from '~/lib/notify'
import { clearCartAtom } from '../cart/atoms'
import {
  accountPrefill,
  CHECKOUT_FIELD_MAX_LENGTH,
  CHECKOUT_FIELD_NAMES,
  createCheckoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  isCardUsable,
  NEW_CARD,
  toOrderRequest,
  type CheckoutAccount,
  type CheckoutFieldName,
  type CheckoutFormValues,
  type SavedCard,
} from './checkout'
import { shippingCountryOptions } from './countries'
import { DELIVERY_METHODS, DELIVERY_NAMES, deliveryTime, type DeliveryMethod } from '../delivery'
import { formatMoney } from '../money'
import { isSessionRefused } from '../session'
import { refusedShortages, useOrderMutation } from './order'
import { deliveryCost, FREE_STANDARD_DELIVERY_FROM } from '../pricing'
import type { CartItem } from '../schemas'
import { cartShortages, shortageMessage, type Shortage } from '../cart/stock-check'

interface FieldSpec {
  name: CheckoutFieldName
  type?: 'email' | 'tel'
  autoComplete: HTMLInputAutoCompleteAttribute
  inputMode?: 'numeric'
  /** Digits are the same in every language; a hint in words goes through the catalogs. */
  placeholder?: string | MessageDescriptor
  wide?: boolean
}

/** The text fields of each part of the form; the delivery method and the saved cards are choices of their own. */
const SECTION_FIELDS: Record<'contact' | 'shipping' | 'payment', readonly FieldSpec[]> = {
  contact: [
    { name: 'name', autoComplete: 'name', wide: true },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
  ],
  shipping: [
    // One line for the street and number beside separate city, postal code and country fields:
    // `street-address` names a multi-line address and belongs on a textarea (HTML's autofill rules).
    { name: 'address', autoComplete: 'address-line1', wide: true },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'postalCode', autoComplete: 'postal-code' },
    { name: 'country', autoComplete: 'country', wide: true },
  ],
  payment: [
    { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456', wide: true },
    { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: msg`MM/YY` },
    { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' },
  ],
}

/**
 * The visitor's session as the checkout needs it: the token sent with the order (null for a
 * guest), what to do when the shop refuses it (sign the visitor out), and the account's details
 * (null for a guest; it never fails, a list that cannot be loaded is empty), and a sign-out in
 * another tab, which takes the account's saved cards off this page.
 */
export interface CheckoutSession {
  token: () => string | null
  onRefused: () => void
  account: () => Promise<CheckoutAccount | null>
  /** Calls the listener when the visitor signs out in another tab; returns the unsubscribe function. */
  onSignedOutElsewhere: (listener: () => void) => () => void
}

/** Who the order goes to and where, as the confirmation repeats it (the country by its name). */
export interface OrderRecipient {
  name: string
  email: string
  address: string
  city: string
  postalCode: string
  country: string
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950'
const radioClass = `size-4 shrink-0 accent-indigo-700 dark:accent-indigo-400 ${focusRing}`
const selectControlClass = `block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${focusRing}`

function cardExpiry(card: SavedCard): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
}

/**
 * Contact, shipping and payment (TanStack Form + valibot): checked on submit, then as the visitor
 * corrects it. The order is placed once; on success the cart is emptied and the order number
 * shown, on failure everything typed stays and the reason is given in a toast and beside the form.
 */
export function CheckoutForm({
  lang,
  items,
  subtotal,
  delivery,
  onDeliveryChange,
  session,
  onPlaced,
}: {
  lang: Lang
  items: readonly CartItem[]
  /** What the items come to after discounts, before tax: it decides the free delivery. */
  subtotal: number
  delivery: DeliveryMethod
  onDeliveryChange: (method: DeliveryMethod) => void
  session: CheckoutSession
  /** The order's number, the lines it was placed with (the cart is empty by then) and where it goes. */
  onPlaced: (orderNumber: string, lines: readonly CartItem[], recipient: OrderRecipient) => void
}) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => createCheckoutFormSchema(i18n, () => new Date()), [i18n])
  const countries = useMemo(() => shippingCountryOptions(i18n, lang), [i18n, lang])
  const mutation = useOrderMutation()
  const clearCart = useSetAtom(clearCartAtom)
  const [failure, setFailure] = useState<string | null>(null)
  const [savedCards, setSavedCards] = useState<readonly SavedCard[]>([])
  const [prefilled, setPrefilled] = useState(false)
  const controlId = (name: CheckoutFieldName) => `checkout-${name}`

  const form = useAppForm({
    defaultValues: EMPTY_CHECKOUT_FORM,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: ({ formApi }) =>
      focusFirstInvalid(CHECKOUT_FIELD_NAMES, formApi, controlId),
    onSubmit: async ({ value }) => {
      if (mutation.isPending) return
      setFailure(null)
      const fail = (reason: string) => {
        setFailure(reason)
        void notify('error', t`Error`, reason)
      }
      const stockReason = (shortages: readonly Shortage[]) => shortages.map((shortage) => shortageMessage(i18n, shortage)).join(' ')
      // A line asking for more than is in stock is named, and no order is sent.
      const short = cartShortages(items)
      if (short.length > 0) {
        fail(stockReason(short))
        return
      }
      try {
        const values = v.parse(schema, value)
        const order = toOrderRequest(values, items, delivery)
        const { orderNumber } = await mutation.mutateAsync({ order, sessionToken: session.token() })
        clearCart()
        const country = countries.find((option) => option.code === values.country)?.name ?? values.country
        const { name, email, address, city, postalCode } = values
        onPlaced(orderNumber, items, { name, email, address, city, postalCode, country })
        void notify('success', t`Order placed`, t`Your order number is ${orderNumber}`)
      } catch (error) {
        console.error(error)
        const refused = isSessionRefused(error)
        if (refused) session.onRefused()
        // The shop's stock changed since the page was loaded: the lines it names.
        const shortages = refusedShortages(error, items)
        const notPlaced = t`Your order was not placed and nothing was charged.`
        const reason = refused
          ? t`Your session has ended, so the order was not placed. Sign in again, or place it as a guest.`
          : shortages.length > 0
            ? `${stockReason(shortages)} ${notPlaced}`
            : t`Your order could not be placed. Nothing was charged; please try again.`
        fail(reason)
      }
    },
  })

  // A signed-in visitor's name, email, saved address and card fill the fields still blank once the
  // account has loaded (after the page, in the browser only); every one of them can be changed.
  useEffect(() => {
    let current = true
    const fill = async () => {
      const account = await session.account()
      if (!current || account === null) return
      const now = new Date()
      const prefill = accountPrefill(form.state.values, account, now)
      for (const name of Object.keys(prefill) as Array<keyof CheckoutFormValues>) {
        const value = prefill[name]
        if (value !== undefined) form.setFieldValue(name, value, { dontUpdateMeta: true })
      }
      setSavedCards(account.cards.filter((card) => isCardUsable(card, now)))
      setPrefilled(Object.keys(prefill).length > 0)
    }
    void fill()
    return () => {
      current = false
    }
  }, [form, session])

  // Signed out in another tab: the account's saved cards go; what the visitor typed stays theirs.
  useEffect(
    () =>
      session.onSignedOutElsewhere(() => {
        setSavedCards([])
        setPrefilled(false)
        if (form.state.values.card !== NEW_CARD) form.setFieldValue('card', NEW_CARD)
      }),
    [form, session],
  )

  const busy = useSelector(form.store, (state) => state.isSubmitting) || mutation.isPending
  const cardChoice = useSelector(form.store, (state) => state.values.card)

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
  const legends = { contact: t({ message: 'Contact', context: 'checkout step', comment: "Heading of the checkout's part with the buyer's name, email and phone: their contact details." }), shipping: t`Shipping`, payment: t`Payment` }
  const threshold = formatMoney(FREE_STANDARD_DELIVERY_FROM, lang)

  const renderField = (spec: FieldSpec) => (
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
        if (spec.name === 'country') {
          const error = firstErrorMessage(field.state.meta.errors)
          const errorId = `${props.id}-error`
          return (
            <div className={props.className}>
              <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
                {props.label}
              </label>
              <select
                id={props.id}
                name={field.name}
                autoComplete={props.autoComplete}
                required
                value={field.state.value}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={error === undefined ? undefined : errorId}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                className={selectControlClass}
              >
                <option value="">{t`Choose a country`}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
              <FieldError id={errorId} error={error} />
            </div>
          )
        }
        if (spec.type === 'email') return <field.EmailField {...props} />
        if (spec.type === 'tel') return <field.PhoneField {...props} />
        return <field.TextField {...props} />
      }}
    </form.AppField>
  )

  const sectionBox = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'
  const legendClass = 'px-2 text-lg font-bold'
  const fieldsOf = (fields: readonly FieldSpec[]) => <div className="grid gap-5 sm:grid-cols-2">{fields.map(renderField)}</div>

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
        <p role="status" className={prefilled ? 'rounded-md bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100' : 'sr-only'}>
          {prefilled ? t`We filled in the details saved in your account. You can change any of them.` : ''}
        </p>
        <form.InvalidFieldsSummary />
        <fieldset className={sectionBox}>
          <legend className={legendClass}>{legends.contact}</legend>
          {fieldsOf(SECTION_FIELDS.contact)}
        </fieldset>
        <fieldset className={sectionBox}>
          <legend className={legendClass}>{legends.shipping}</legend>
          {fieldsOf(SECTION_FIELDS.shipping)}
        </fieldset>
        <fieldset className={sectionBox} aria-describedby="checkout-delivery-note">
          <legend className={legendClass}>{t`Delivery method`}</legend>
          <p id="checkout-delivery-note" className="mb-4 text-sm text-slate-600 dark:text-slate-300">
            <Trans>Standard delivery is free for orders from {threshold} (the subtotal after discounts, before tax).</Trans>
          </p>
          <div className="grid gap-2">
            {DELIVERY_METHODS.map((method) => {
              const cost = deliveryCost(method, subtotal)
              return (
                <label key={method} className={`${choiceClass} justify-between`}>
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="delivery"
                      value={method}
                      checked={delivery === method}
                      onChange={() => onDeliveryChange(method)}
                      className={radioClass}
                    />
                    <span>
                      <span className="block font-semibold">{i18n._(DELIVERY_NAMES[method])}</span>
                      <span className="block text-slate-600 dark:text-slate-300">{deliveryTime(i18n, method)}</span>
                    </span>
                  </span>
                  <span className="font-semibold whitespace-nowrap">{cost === 0 ? t`Free` : formatMoney(cost, lang)}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
        <fieldset className={sectionBox}>
          <legend className={legendClass}>{legends.payment}</legend>
          {savedCards.length > 0 && (
            <form.Field name="card">
              {(field) => (
                <fieldset className="mb-6">
                  <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">{t`Pay with`}</legend>
                  <div className="grid gap-2">
                    {savedCards.map((card) => {
                      const { brand, last4 } = card
                      const expiry = cardExpiry(card)
                      return (
                        <label key={card.id} className={choiceClass}>
                          <input
                            type="radio"
                            name={field.name}
                            value={card.id}
                            checked={field.state.value === card.id}
                            onChange={() => field.handleChange(card.id)}
                            onBlur={field.handleBlur}
                            className={radioClass}
                          />
                          <span>{t`Saved card: ${brand} ending in ${last4}, expires ${expiry}`}</span>
                        </label>
                      )
                    })}
                    <label className={choiceClass}>
                      <input
                        type="radio"
                        name={field.name}
                        value={NEW_CARD}
                        checked={field.state.value === NEW_CARD}
                        onChange={() => field.handleChange(NEW_CARD)}
                        onBlur={field.handleBlur}
                        className={radioClass}
                      />
                      <span>{t`Use another card`}</span>
                    </label>
                  </div>
                </fieldset>
              )}
            </form.Field>
          )}
          {cardChoice === NEW_CARD && fieldsOf(SECTION_FIELDS.payment)}
        </fieldset>
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
          size="lg"
          className="w-full"
        />
      </form.Form>
    </form.AppForm>
  )
}
