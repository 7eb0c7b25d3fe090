import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PortfolioCategory } from '~/site/content/portfolio-categories'

/** The label of each case study category (the content files name them by key). */
export const CATEGORY_LABELS: Record<PortfolioCategory, MessageDescriptor> = {
  erp: msg`ERP`,
  iot: msg`IoT`,
  integration: msg`Integration`,
  data: msg`Data`,
  web: msg`Web`,
  mobile: msg`Mobile`,
}
