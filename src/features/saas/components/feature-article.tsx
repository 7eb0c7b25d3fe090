import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { productOf } from '~/site/product-line'
import { FEATURE_CATEGORY_LABELS } from '../labels'
import type { FeaturePageData } from '../load'
import { EntryBreadcrumb, ProductBox, RelatedSection } from './parts'
import { BODY, type RenderIcon } from './styles'
import { FeatureTiles, IntegrationTiles } from './tiles'

/**
 * A feature: what it does (the body), for whom, its screen, the product it belongs to and that
 * product's other features and integrations. The `page` layout puts the picture beside the title
 * and the product in a sidebar; `showcase` centres the title over a large picture, with the body
 * and the product in one column below it.
 */
export function FeatureArticle({ lang, data, renderIcon, layout = 'page' }: { lang: Lang; data: FeaturePageData; renderIcon: RenderIcon; layout?: 'page' | 'showcase' }) {
  const { t, i18n } = useLingui()
  const { feature, html, features, integrations } = data
  const product = productOf(feature.product)
  const category = i18n._(FEATURE_CATEGORY_LABELS[feature.category])
  const image = (
    <img
      src={`/images/saas/features/${feature.image}`}
      alt={feature.imageAlt}
      data-content
      width={800}
      height={600}
      fetchPriority="high"
      className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
    />
  )
  const audience = (
    <section aria-labelledby="feature-audience">
      <h2 id="feature-audience" className="text-sm font-semibold tracking-wide text-slate-600 caps dark:text-slate-300">
        <Trans>For whom</Trans>
      </h2>
      <ul data-content className={`mt-3 flex flex-wrap gap-2 ${layout === 'showcase' ? 'justify-center' : ''}`}>
        {feature.audience.map((who) => (
          <li key={who} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
            {who}
          </li>
        ))}
      </ul>
    </section>
  )
  const eyebrow = (
    <p className="flex flex-wrap items-center gap-3 text-sm font-semibold">
      <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">{renderIcon(feature.icon, 'size-6')}</span>
      <span className="text-indigo-700 dark:text-indigo-300">{product.name}</span>
      <span aria-hidden="true" className="text-slate-400">
        ·
      </span>
      <span className="text-slate-600 dark:text-slate-300">{category}</span>
    </p>
  )
  const title = <h1 data-content className="text-3xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-anywhere sm:text-5xl dark:text-white">{feature.title}</h1>
  const description = <p data-content className="text-xl text-slate-700 dark:text-slate-300">{feature.description}</p>
  // The body is HTML the build rendered from the entry's Markdown and escaped: no HTML passes through.
  const body = <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />
  const others =
    features.length === 0 ? null : (
      <RelatedSection id="feature-more" title={<Trans>More from {product.name}</Trans>}>
        <FeatureTiles lang={lang} features={features} renderIcon={renderIcon} />
      </RelatedSection>
    )
  const connects =
    integrations.length === 0 ? null : (
      <RelatedSection id="feature-integrations" title={<Trans>{product.name} connects through</Trans>}>
        <IntegrationTiles lang={lang} integrations={integrations} renderIcon={renderIcon} />
      </RelatedSection>
    )

  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <EntryBreadcrumb lang={lang} parent="saas/features" title={feature.title} />
      {layout === 'page' ? (
        <>
          <header className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-5">
              {eyebrow}
              {title}
              {description}
              {audience}
            </div>
            {image}
          </header>
          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {body}
            <aside aria-label={t`About this feature`} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
              <ProductBox lang={lang} slug={feature.product} />
            </aside>
          </div>
        </>
      ) : (
        <>
          <header className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-5 text-center">
            {eyebrow}
            {title}
            {description}
            {audience}
          </header>
          <div className="mx-auto mt-12 max-w-5xl">{image}</div>
          <div className="mx-auto mt-12 max-w-3xl">
            {body}
            <div className="mt-12">
              <ProductBox lang={lang} slug={feature.product} />
            </div>
          </div>
        </>
      )}
      {others}
      {connects}
    </article>
  )
}
