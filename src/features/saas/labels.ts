import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeatureCategory, IntegrationCategory, IntegrationDirection } from '~/site/content/saas-categories'

/** The labels of the keys the content files use. */
export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, MessageDescriptor> = {
  planning: msg`Planning`,
  operations: msg`Operations`,
  analytics: msg`Analytics`,
  security: msg`Security`,
}

export const INTEGRATION_CATEGORY_LABELS: Record<IntegrationCategory, MessageDescriptor> = {
  machines: msg`Machines and sensors`,
  documents: msg`Business documents`,
  'data-exchange': msg`APIs and files`,
  identity: msg`Identity`,
}

export const DIRECTION_LABELS: Record<IntegrationDirection, MessageDescriptor> = {
  import: msg`Into Storm`,
  export: msg`Out of Storm`,
  both: msg`Both ways`,
}
