import { loadEntries, loadHtml } from '~/site/content/collections'
import type { FeatureMeta, IntegrationMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { featureSummary, integrationSummary, sameProduct, type FeatureSummary, type IntegrationSummary } from './catalog'

export interface FeaturePageData {
  feature: FeatureMeta
  /** The body, rendered and checked at build time. */
  html: string
  /** The product's other features and its integrations. */
  features: FeatureSummary[]
  integrations: IntegrationSummary[]
}

export interface IntegrationPageData {
  integration: IntegrationMeta
  html: string
  /** The product's features and its other integrations. */
  features: FeatureSummary[]
  integrations: IntegrationSummary[]
}

/** The language's features, by product. */
export async function loadFeatures(lang: Lang): Promise<FeatureSummary[]> {
  return (await loadEntries('features', lang)).map(featureSummary)
}

/** The language's integrations, by product. */
export async function loadIntegrations(lang: Lang): Promise<IntegrationSummary[]> {
  return (await loadEntries('integrations', lang)).map(integrationSummary)
}

/** A feature with its body and its product's other entries; null for no feature of that slug. `slug` undefined: the first feature. */
export async function loadFeaturePage(lang: Lang, slug?: string): Promise<FeaturePageData | null> {
  const [features, integrations] = await Promise.all([loadEntries('features', lang), loadEntries('integrations', lang)])
  const feature = slug === undefined ? features[0] : features.find((item) => item.slug === slug)
  if (feature === undefined) return null
  const html = await loadHtml('features', lang, feature.slug)
  if (html === null) return null
  return {
    feature,
    html,
    features: sameProduct(features, feature).map(featureSummary),
    integrations: integrations.filter((item) => item.product === feature.product).map(integrationSummary),
  }
}

/** An integration with its body and its product's other entries; null for no integration of that slug. `slug` undefined: the first one. */
export async function loadIntegrationPage(lang: Lang, slug?: string): Promise<IntegrationPageData | null> {
  const [features, integrations] = await Promise.all([loadEntries('features', lang), loadEntries('integrations', lang)])
  const integration = slug === undefined ? integrations[0] : integrations.find((item) => item.slug === slug)
  if (integration === undefined) return null
  const html = await loadHtml('integrations', lang, integration.slug)
  if (html === null) return null
  return {
    integration,
    html,
    features: features.filter((item) => item.product === integration.product).map(featureSummary),
    integrations: sameProduct(integrations, integration).map(integrationSummary),
  }
}
