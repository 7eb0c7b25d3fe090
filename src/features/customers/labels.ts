import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CustomerIndustry, CustomerService } from '~/site/content/customer-stories'

/** The industries' names, as the stories' filter and cards show them. */
export const INDUSTRY_LABELS: Record<CustomerIndustry, MessageDescriptor> = {
  food: msg`Food production`,
  manufacturing: msg`Machinery and equipment`,
  logistics: msg`Logistics`,
  retail: msg`Retail`,
  energy: msg`Energy`,
  healthcare: msg`Healthcare`,
  textiles: msg`Textiles`,
}

/** The services' names, as a story lists them. */
export const SERVICE_LABELS: Record<CustomerService, MessageDescriptor> = {
  erp: msg`ERP and production planning`,
  web: msg`Web development`,
  mobile: msg`Mobile apps`,
  desktop: msg`Desktop software`,
  ai: msg`Artificial intelligence`,
  integration: msg`Integration`,
  data: msg`Data and analytics`,
  devops: msg`DevOps`,
  iot: msg`IoT`,
}
