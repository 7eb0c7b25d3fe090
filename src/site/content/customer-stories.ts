/**
 * The fixed keys of the customer stories' front matter (locales/<lang>/content/customer-stories):
 * industries and services. Apart from the schemas, so that the pages can read them without bundling
 * the schemas; their labels are translated in src/features/customers. Constants only: the stories'
 * list validates `?industry=` with them in every page's first load.
 */

/** A customer's industry: the filter of the stories' list. */
export const CUSTOMER_INDUSTRIES = ['food', 'manufacturing', 'logistics', 'retail', 'energy', 'healthcare', 'textiles'] as const
export type CustomerIndustry = (typeof CUSTOMER_INDUSTRIES)[number]

/** The services a project used, the keys of the services' icons too. */
export const CUSTOMER_SERVICES = ['erp', 'web', 'mobile', 'desktop', 'ai', 'integration', 'data', 'devops', 'iot'] as const
export type CustomerService = (typeof CUSTOMER_SERVICES)[number]
