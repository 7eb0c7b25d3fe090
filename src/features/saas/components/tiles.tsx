import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageLink } from '~/components/page-link'
import { IntegrationsGrid } from '~/components/sections/integrations-grid'
import type { Lang } from '~/lib/languages'
import { featurePage, integrationPage, type SitePage } from '~/site/pages'
import type { FeatureSummary, IntegrationSummary } from '../catalog'
import { DIRECTION_LABELS, FEATURE_CATEGORY_LABELS, INTEGRATION_CATEGORY_LABELS } from '../labels'
import type { RenderIcon } from './styles'

function TileLink({ lang, page, children }: { lang: Lang; page: SitePage; children: ReactNode }) {
  return (
    <PageLink lang={lang} page={page} data-content>
      {children}
    </PageLink>
  )
}

/** Features as tiles: icon, name (the link), description, category. */
export function FeatureTiles({ lang, features, renderIcon, headingLevel = 3 }: { lang: Lang; features: readonly FeatureSummary[]; renderIcon: RenderIcon; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  return (
    <IntegrationsGrid
      headingLevel={headingLevel}
      tiles={features.map((feature) => ({
        id: feature.slug,
        icon: renderIcon(feature.icon, 'size-7'),
        title: (
          <TileLink lang={lang} page={featurePage(feature.slug)}>
            {feature.title}
          </TileLink>
        ),
        description: <span data-content>{feature.description}</span>,
        tags: [i18n._(FEATURE_CATEGORY_LABELS[feature.category])],
      }))}
    />
  )
}

/** Integrations as tiles: icon, name (the link), description, category and direction. */
export function IntegrationTiles({
  lang,
  integrations,
  renderIcon,
  headingLevel = 3,
  columns = 3,
}: {
  lang: Lang
  integrations: readonly IntegrationSummary[]
  renderIcon: RenderIcon
  headingLevel?: 2 | 3
  columns?: 3 | 4
}) {
  const { i18n } = useLingui()
  return (
    <IntegrationsGrid
      headingLevel={headingLevel}
      columns={columns}
      tiles={integrations.map((integration) => ({
        id: integration.slug,
        icon: renderIcon(integration.icon, 'size-7'),
        title: (
          <TileLink lang={lang} page={integrationPage(integration.slug)}>
            {integration.title}
          </TileLink>
        ),
        description: <span data-content>{integration.description}</span>,
        tags: [i18n._(INTEGRATION_CATEGORY_LABELS[integration.category]), i18n._(DIRECTION_LABELS[integration.direction])],
      }))}
    />
  )
}
