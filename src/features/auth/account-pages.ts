import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountPagePath } from '~/lib/site-pages'

/** Title (menu label) and description of each account page, in menu order. */
export const ACCOUNT_PAGE_CONTENT: Record<AccountPagePath, { title: MessageDescriptor; description: MessageDescriptor }> = {
  'account/profile': {
    title: msg`Profile`,
    description: msg`Your name and the email address you sign in with.`,
  },
  'account/security': {
    title: msg`Security`,
    description: msg`Change the password of your account.`,
  },
  'account/notifications': {
    title: msg`Notifications`,
    description: msg`Choose which emails we send you.`,
  },
  'account/projects': {
    title: msg`Projects`,
    description: msg`The projects we run for you and how far along they are.`,
  },
  'account/payment-details': {
    title: msg`Payment details`,
    description: msg`The card you pay with in the demo shop.`,
  },
  'account/order-history': {
    title: msg`Order history`,
    description: msg`The orders you placed in the demo shop.`,
  },
  'account/delete-profile': {
    title: msg`Delete profile`,
    description: msg`Delete your account and everything stored with it.`,
  },
}
