import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { IntegrationsGrid } from '~/components/sections/integrations-grid'
import type { Lang } from '~/lib/languages'
import { featurePage, integrationPage, pageTexts, type SitePage } from '~/site/pages'
import { productOf, type ProductSlug } from '~/site/product-line'
import type { FeatureSummary, IntegrationSummary } from '../catalog'
import { DIRECTION_LABELS, FEATURE_CATEGORY_LABELS, INTEGRATION_CATEGORY_LABELS, PLAN_LABELS } from '../labels'
import { linkClass, productAnchor, type RenderIcon } from './styles'

/** Home / Pages / Features (or Integrations) / the entry, the entry marked as the current page. */
export function EntryBreadcrumb({ lang, parent, title }: { lang: Lang; parent: 'saas/features' | 'saas/integrations'; title: string }) {
  const { t, i18n } = useLingui()
  const crumbClass = `rounded underline-offset-4 hover:underline ${focusRing}`
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <li>
          <PageLink lang={lang} page="" className={crumbClass}>
            {t`Home`}
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <PageLink lang={lang} page={parent} className={crumbClass}>
            {i18n._(pageTexts(parent).title)}
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" data-content className="font-medium text-slate-900 dark:text-white">
          {title}
        </li>
      </ol>
    </nav>
  )
}

/** The product an entry belongs to: its pitch, the plan that includes it, and the way to its other features. */
export function ProductBox({ lang, slug }: { lang: Lang; slug: ProductSlug }) {
  const { i18n } = useLingui()
  const product = productOf(slug)
  const plan = i18n._(PLAN_LABELS[product.plan])
  return (
    <section aria-labelledby="entry-product" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        <Trans>Part of</Trans>
      </p>
      <h2 id="entry-product" className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
        {product.name}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{i18n._(product.pitch)}</p>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        <Trans>Included from the {plan} plan.</Trans>{' '}
        <PageLink lang={lang} page="pricing" className={linkClass}>
          <Trans>See the plans</Trans>
        </PageLink>
      </p>
      <p className="mt-3 text-sm">
        <Link to="/$lang/saas/features" params={{ lang }} hash={productAnchor(product.slug)} className={linkClass}>
          <Trans>All features of {product.name}</Trans>
        </Link>
      </p>
    </section>
  )
}

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

/** A titled block of related entries under an article. */
export function RelatedSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}
