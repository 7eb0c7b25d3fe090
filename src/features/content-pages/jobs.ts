import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { JobMeta } from '~/site/content/schemas'

type Department = JobMeta['department']
type Office = JobMeta['offices'][number]
type Workplace = JobMeta['workplace']
type Employment = JobMeta['employment']

/** The labels of a job's facts; the facts themselves are in the English file's front matter. */
export const DEPARTMENT_LABELS: Record<Department, MessageDescriptor> = {
  engineering: msg`Engineering`,
  design: msg`Design`,
  data: msg`Data`,
  delivery: msg`Project delivery`,
}

export const OFFICE_LABELS: Record<Office, MessageDescriptor> = {
  eskisehir: msg`Eskişehir`,
  istanbul: msg`Istanbul`,
  berlin: msg`Berlin`,
  london: msg`London`,
}

export const WORKPLACE_LABELS: Record<Workplace, MessageDescriptor> = {
  'on-site': msg`On site`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
}

export const EMPLOYMENT_LABELS: Record<Employment, MessageDescriptor> = {
  'full-time': msg`Full time`,
  'part-time': msg`Part time`,
  internship: msg`Internship`,
}

/** Where applications go. */
export const CAREERS_EMAIL = 'kariyer@stormyazilim.com.tr'

/** A `mailto:` link whose subject names the opening, so that the application reaches the right team. */
export function applyHref(subject: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}`
}
