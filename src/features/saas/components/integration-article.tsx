import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { productOf } from '~/site/product-line'
import { DIRECTION_LABELS, INTEGRATION_CATEGORY_LABELS } from '../labels'
import type { IntegrationPageData } from '../load'
import { EntryBreadcrumb, ProductBox, RelatedSection } from './parts'
import { BODY, type RenderIcon } from './styles'
import { FeatureTiles, IntegrationTiles } from './tiles'

const boxClass = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'
const boxHeadingClass = 'text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white'

/**
 * An integration: what it does (the body), what syncs and which way, the setup steps, the product
 * it belongs to and that product's features and other integrations. The `page` layout puts the
 * facts in a sidebar beside the body; `showcase` leads with the picture and lays the setup out as
 * numbered steps across the page.
 */
export function IntegrationArticle({ lang, data, renderIcon, layout = 'page' }: { lang: Lang; data: IntegrationPageData; renderIcon: RenderIcon; layout?: 'page' | 'showcase' }) {
  const { t, i18n } = useLingui()
  const { integration, html, features, integrations } = data
  const product = productOf(integration.product)
  const image = (
    <img
      src={`/images/saas/integrations/${integration.image}`}
      alt={integration.imageAlt}
      data-content
      width={800}
      height={600}
      fetchPriority="high"
      className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
    />
  )
  const facts = (
    <dl className={`flex flex-wrap gap-x-8 gap-y-3 text-sm ${layout === 'showcase' ? 'justify-center' : ''}`}>
      <div>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Product</Trans>
        </dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{product.name}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Category</Trans>
        </dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{i18n._(INTEGRATION_CATEGORY_LABELS[integration.category])}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-300">
          <Trans>Data flow</Trans>
        </dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{i18n._(DIRECTION_LABELS[integration.direction])}</dd>
      </div>
    </dl>
  )
  const heading = (
    <>
      <span className="grid size-14 place-items-center rounded-2xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">{renderIcon(integration.icon, 'size-8')}</span>
      <h1 data-content className="text-3xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-anywhere sm:text-5xl dark:text-white">
        {integration.title}
      </h1>
      <p data-content className="text-xl text-slate-700 dark:text-slate-300">
        {integration.description}
      </p>
      {facts}
    </>
  )
  const syncs = (
    <section aria-labelledby="integration-syncs" className={boxClass}>
      <h2 id="integration-syncs" className={boxHeadingClass}>
        <Trans>What syncs</Trans>
      </h2>
      <ul data-content className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        {integration.syncs.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
  const setup = (
    <section aria-labelledby="integration-setup" className={layout === 'page' ? boxClass : ''}>
      <h2 id="integration-setup" className={layout === 'page' ? boxHeadingClass : 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white'}>
        <Trans>Setting it up</Trans>
      </h2>
      <ol data-content className={layout === 'page' ? 'mt-3 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300' : 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4'}>
        {integration.setup.map((step, index) =>
          layout === 'page' ? (
            <li key={step}>{step}</li>
          ) : (
            <li key={step} className="flex gap-4 rounded-2xl bg-slate-50 p-5 text-slate-800 dark:bg-slate-900 dark:text-slate-200">
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-300 dark:text-slate-950">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ),
        )}
      </ol>
    </section>
  )
  // The body is HTML the build rendered from the entry's Markdown and escaped: no HTML passes through.
  const body = <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />

  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <EntryBreadcrumb lang={lang} parent="saas/integrations" title={integration.title} />
      {layout === 'page' ? (
        <>
          <header className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-5">{heading}</div>
            {image}
          </header>
          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {body}
            <aside aria-label={t`About this integration`} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
              {syncs}
              {setup}
              <ProductBox lang={lang} slug={integration.product} />
            </aside>
          </div>
        </>
      ) : (
        <>
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {image}
            <header className="flex min-w-0 flex-col gap-5">
              {heading}
              {syncs}
            </header>
          </div>
          <div className="mt-14">{setup}</div>
          <div className="mx-auto mt-14 max-w-3xl">
            {body}
            <div className="mt-12">
              <ProductBox lang={lang} slug={integration.product} />
            </div>
          </div>
        </>
      )}
      {features.length > 0 && (
        <RelatedSection id="integration-features" title={<Trans>Features of {product.name}</Trans>}>
          <FeatureTiles lang={lang} features={features} renderIcon={renderIcon} />
        </RelatedSection>
      )}
      {integrations.length > 0 && (
        <RelatedSection id="integration-more" title={<Trans>More integrations of {product.name}</Trans>}>
          <IntegrationTiles lang={lang} integrations={integrations} renderIcon={renderIcon} />
        </RelatedSection>
      )}
    </article>
  )
}
