import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface HelpArticle {
  /** The anchor of the article on the help/detail page. */
  id: string
  category: MessageDescriptor
  title: MessageDescriptor
  excerpt: MessageDescriptor
  steps: readonly MessageDescriptor[]
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'getting-started',
    category: msg`Getting started`,
    title: msg`Your first day with a Storm product`,
    excerpt: msg`Sign in, invite your team and set up your company's details.`,
    steps: [msg`Open the link in your welcome email and choose a password.`, msg`Add your company's name, address and tax number under Settings.`, msg`Invite colleagues and give each a role.`],
  },
  {
    id: 'import-data',
    category: msg`Data`,
    title: msg`Importing products and customers`,
    excerpt: msg`Bring your existing lists in from Excel or CSV files.`,
    steps: [msg`Download the template for products or customers.`, msg`Fill it in or paste your existing list into it.`, msg`Upload the file; the import shows every row it could not read.`],
  },
  {
    id: 'integrations',
    category: msg`Integrations`,
    title: msg`Connecting your accounting software`,
    excerpt: msg`Send invoices and payments to your accounting system automatically.`,
    steps: [msg`Open Integrations and choose your accounting software.`, msg`Sign in to it and allow the connection.`, msg`Choose which documents to send and start a first sync.`],
  },
]
