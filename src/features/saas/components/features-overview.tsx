import { Trans, useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import { FeatureRows } from '~/components/sections/feature-rows'
import type { Lang } from '~/lib/languages'
import { featurePage } from '~/site/pages'
import { entryPlan } from '~/site/plans'
import { products } from '~/site/product-line'
import { groupByProduct, type FeatureSummary } from '../catalog'
import { linkClass, productAnchor, type RenderIcon } from './styles'

/**
 * Every feature, grouped by product: a row per product with the picture of its first feature
 * beside the product's pitch and its features (icon, name, one line). Each row's heading is the
 * product, with its slug as the anchor the feature pages link to.
 */
export function FeaturesOverview({ lang, features, renderIcon }: { lang: Lang; features: readonly FeatureSummary[]; renderIcon: RenderIcon }) {
  const { i18n } = useLingui()
  const groups = groupByProduct(features, products())
  return (
    <div className="mt-16">
      <FeatureRows
        rows={groups.flatMap(({ product, entries }) => {
          const [lead] = entries
          if (lead === undefined) return []
          const plan = i18n._(entryPlan(product.slug).name)
          return [
            {
              id: product.slug,
              eyebrow: <Trans>From the {plan} plan</Trans>,
              title: (
                <span id={productAnchor(product.slug)} className="scroll-mt-24">
                  {product.name}
                </span>
              ),
              image: { src: `/images/saas/features/${lead.image}`, alt: lead.imageAlt, width: 800, height: 600, content: true },
              body: (
                <>
                  <p>{i18n._(product.pitch)}</p>
                  <ul className="mt-6 flex flex-col gap-4">
                    {entries.map((feature) => (
                      <li key={feature.slug} className="flex gap-4">
                        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                          {renderIcon(feature.icon, 'size-6')}
                        </span>
                        <span className="text-base">
                          <PageLink lang={lang} page={featurePage(feature.slug)} data-content className={`text-lg ${linkClass}`}>
                            {feature.title}
                          </PageLink>
                          <span data-content className="mt-1 block text-slate-600 dark:text-slate-300">
                            {feature.description}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              ),
            },
          ]
        })}
      />
    </div>
  )
}
