import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface Job {
  /** The anchor of the job on the career/single page. */
  id: string
  title: MessageDescriptor
  place: MessageDescriptor
  summary: MessageDescriptor
  tasks: readonly MessageDescriptor[]
  profile: readonly MessageDescriptor[]
}

/** The open positions (the menu's "2 Jobs" badge counts them). */
export const JOBS: readonly Job[] = [
  {
    id: 'frontend-developer',
    title: msg`Senior frontend developer (React)`,
    place: msg`Eskişehir or remote in Turkey · full time`,
    summary: msg`Build fast, accessible interfaces for our customers' web and mobile apps.`,
    tasks: [msg`Build React and TypeScript interfaces from design to production`, msg`Keep pages fast and accessible (WCAG 2.2 AA)`, msg`Review code and help colleagues grow`],
    profile: [msg`Five years of frontend experience`, msg`Good command of TypeScript, testing and the web platform`, msg`Turkish and English; German is a plus`],
  },
  {
    id: 'backend-developer',
    title: msg`Backend developer (.NET)`,
    place: msg`Istanbul or Berlin · full time`,
    summary: msg`Design the APIs and integrations behind our ERP/MRP products.`,
    tasks: [msg`Design and build APIs and integrations`, msg`Model production and stock data with our customers`, msg`Run what you build: monitoring, alerts, fixes`],
    profile: [msg`Three years with C# and .NET`, msg`SQL and a message queue in production`, msg`Clear writing in English`],
  },
]
