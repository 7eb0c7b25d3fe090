import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { PLAN_IDS, planOf, type PlanId } from '~/site/plans'
import { PRODUCT_NAMES, PRODUCT_SLUGS, type ProductSlug } from '~/site/product-line'
import { CONTACT_FIELD_MAX_LENGTH, optionalPhoneNumber, type ContactFormRequest } from './schemas'

/**
 * The "request a demo" form of the landing pages (and, worded as a consultation, of the finance
 * consulting page): who is asking, how to reach them, and which of Storm's products they are
 * interested in. Its request is the contact form's, so it reaches the same inbox through the same
 * service; the product and the kind of request head the message.
 */

/** The topics of a finance consultation beside the products. */
export const TOPIC_KEYS = ['close', 'e-invoicing', 'consolidation'] as const
export type Topic = (typeof TOPIC_KEYS)[number]

/** Every choice the form knows: the products of the product line, the topics, the plans, the whole platform, or not sure yet. */
export const INTEREST_KEYS = [...PRODUCT_SLUGS, ...TOPIC_KEYS, ...PLAN_IDS, 'platform', 'unsure'] as const
export type Interest = (typeof INTEREST_KEYS)[number]

/** A demo shows a product; a consultation talks about a project; a plan request asks for a plan. The texts differ, the request does not. */
export type DemoRequestKind = 'demo' | 'consultation' | 'plan'

/**
 * The choices of a kind of request, in the order the form shows them: a demo of a product (or of
 * all of them); a consultation on a finance topic, or on reporting with Storm Insight.
 */
export function interestsOf(kind: DemoRequestKind): readonly Interest[] {
  if (kind === 'plan') return [...PLAN_IDS, 'unsure']
  return kind === 'demo' ? [...PRODUCT_SLUGS, 'platform', 'unsure'] : [...TOPIC_KEYS, 'insight', 'unsure']
}

/** The head line of the message leaves room within the service's limit for the visitor's own text. */
export const DEMO_REQUEST_MAX_LENGTH = { ...CONTACT_FIELD_MAX_LENGTH, message: 1500 } as const

export type DemoRequestFieldName = 'name' | 'email' | 'company' | 'number' | 'interest' | 'message'

/** Field order of the form: the first invalid one in this order gets focus. */
export const DEMO_REQUEST_FIELD_NAMES: readonly DemoRequestFieldName[] = ['name', 'email', 'company', 'number', 'interest', 'message']

function isProduct(interest: Interest): interest is ProductSlug {
  return (PRODUCT_SLUGS as readonly string[]).includes(interest)
}

function isPlan(interest: Interest): interest is PlanId {
  return (PLAN_IDS as readonly string[]).includes(interest)
}

const INTEREST_LABELS: Record<Exclude<Interest, ProductSlug | PlanId>, MessageDescriptor> = {
  close: msg`Month-end close`,
  'e-invoicing': msg`E-invoicing and e-ledger`,
  consolidation: msg`Multi-currency and consolidation`,
  platform: msg`The whole platform`,
  unsure: msg`Not sure yet`,
}

/** The name of a choice as the form shows it: a product's brand name, else its text (a plan's name) in the language of `i18n`. */
export function interestLabel(interest: Interest, i18n: I18n): string {
  if (isProduct(interest)) return PRODUCT_NAMES[interest]
  return i18n._(isPlan(interest) ? planOf(interest).name : INTEREST_LABELS[interest])
}

/** The form's values for a kind of request, with messages in the language of `i18n`; all field errors appear together. */
export function createDemoRequestSchema(i18n: I18n, kind: DemoRequestKind) {
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const max = DEMO_REQUEST_MAX_LENGTH
  const phoneMessage = i18n._(msg`Please enter a phone number with at least seven digits, or leave the field empty`)
  const required = (message: string, limit: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(limit, tooLong(limit)))
  return v.config(
    v.object({
      name: required(i18n._(msg`Please enter your name`), max.name),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(i18n._(msg`Please enter your work email`)),
        v.email(i18n._(msg`Please enter your work email`)),
        v.maxLength(max.email, tooLong(max.email)),
      ),
      company: required(i18n._(msg`Please enter your company`), max.company),
      number: optionalPhoneNumber(phoneMessage, tooLong(max.number)),
      interest: v.picklist(interestsOf(kind), i18n._(msg`Please choose what you are interested in`)),
      message: v.pipe(v.string(), v.trim(), v.maxLength(max.message, tooLong(max.message))),
    }),
    { abortPipeEarly: true },
  )
}

export type DemoRequestSchema = ReturnType<typeof createDemoRequestSchema>
/** What the visitor types and chooses; `interest` is a string as a radio group gives it. */
export type DemoRequestValues = Omit<v.InferInput<DemoRequestSchema>, 'interest'> & { interest: string }

export const EMPTY_DEMO_REQUEST: DemoRequestValues = { name: '', email: '', company: '', number: '', interest: 'unsure', message: '' }

/**
 * The contact request of a demo or consultation request, in the visitor's language: the kind and
 * the choice head the message, the visitor's own text follows. A visitor who gave no phone
 * sends none (the service checks a phone it is given).
 */
export function toDemoRequest(values: v.InferOutput<DemoRequestSchema>, kind: DemoRequestKind, i18n: I18n): ContactFormRequest {
  const choice = interestLabel(values.interest, i18n)
  const heads: Record<DemoRequestKind, MessageDescriptor> = {
    demo: msg`Demo requested: ${choice}`,
    consultation: msg`Consultation requested: ${choice}`,
    plan: msg`Plan requested: ${choice}`,
  }
  const head = i18n._(heads[kind])
  const text = values.message.trim()
  const phone = values.number.trim()
  return {
    NameSurname: values.name.trim(),
    Email: values.email.trim(),
    ...(phone === '' ? {} : { Phone: phone }),
    Company: values.company.trim(),
    Message: text === '' ? head : `${head}\n\n${text}`,
  }
}
