import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { pageTexts } from '~/site/pages'
import { entryPlan } from '~/site/plans'
import { productOf, type ProductSlug } from '~/site/product-line'
import { linkClass, productAnchor } from './styles'

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
  const plan = i18n._(entryPlan(product.slug).name)
  return (
    <section aria-labelledby="entry-product" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-semibold tracking-wide text-slate-600 caps dark:text-slate-300">
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
