import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BlogCategory } from '~/site/content/blog-categories'

/** The label of each blog category (the content files name them by key). */
export const CATEGORY_LABELS: Record<BlogCategory, MessageDescriptor> = {
  architecture: msg`Architecture`,
  accessibility: msg`Accessibility`,
  performance: msg`Performance`,
  erp: msg`ERP`,
  iot: msg`IoT`,
  integration: msg`Integration`,
  data: msg`Data`,
  devops: msg`DevOps`,
}
