/**
 * The categories of the features and integrations collections; their labels are translated in the
 * SaaS pages' code (src/features/saas/labels.ts). Apart from the schemas, so that the integrations
 * page's search param (in every page's first load) reads them without the rest.
 */
export const FEATURE_CATEGORIES = ['planning', 'operations', 'analytics', 'security'] as const
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]

export const INTEGRATION_CATEGORIES = ['machines', 'documents', 'data-exchange', 'identity'] as const
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number]

/** Which way an integration moves data, seen from the Storm product. */
export const INTEGRATION_DIRECTIONS = ['import', 'export', 'both'] as const
export type IntegrationDirection = (typeof INTEGRATION_DIRECTIONS)[number]
