import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { focusRing } from '~/components/focus-ring'
import type { Lang } from '~/lib/languages'
import { INTEGRATION_CATEGORIES, type IntegrationCategory } from '~/site/content/saas-categories'
import { filterIntegrations, type IntegrationSummary } from '../catalog'
import { INTEGRATION_CATEGORY_LABELS } from '../labels'
import type { IntegrationsSearch } from '../search'
import type { RenderIcon } from './styles'
import { IntegrationTiles } from './tiles'

const chipClass = `inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-sm text-slate-800 hover:bg-slate-200 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-[current=page]:bg-indigo-300 dark:aria-[current=page]:text-slate-950 ${focusRing}`
// A filter's link is current only for exactly its own filter.
const exact = { exact: true, includeSearch: true } as const

/** Every integration as a grid, filtered by the category in the address, with a link per category. */
export function IntegrationsDirectory({ lang, integrations, search, renderIcon }: { lang: Lang; integrations: readonly IntegrationSummary[]; search: IntegrationsSearch; renderIcon: RenderIcon }) {
  const { t, i18n } = useLingui()
  const shown = filterIntegrations(integrations, search.category)
  const count = shown.length
  const total = integrations.length
  const current = (category: IntegrationCategory | undefined) => (category === search.category ? 'page' : undefined)
  return (
    <div className="mt-12">
      <nav aria-label={t`Integration categories`}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/$lang/saas/integrations" params={{ lang }} activeOptions={exact} aria-current={current(undefined)} className={chipClass}>
              <Trans>All integrations</Trans>
            </Link>
          </li>
          {INTEGRATION_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to="/$lang/saas/integrations" params={{ lang }} search={{ category }} activeOptions={exact} aria-current={current(category)} className={chipClass}>
                {i18n._(INTEGRATION_CATEGORY_LABELS[category])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="integrations-list" className="mt-8">
        <h2 id="integrations-list" className="sr-only">
          {search.category === undefined ? <Trans>All integrations</Trans> : i18n._(INTEGRATION_CATEGORY_LABELS[search.category])}
        </h2>
        <p role="status" className="mb-6 text-sm text-slate-600 dark:text-slate-300">
          <Plural value={total} one={`${count} of # integration`} other={`${count} of # integrations`} />
        </p>
        <IntegrationTiles lang={lang} integrations={shown} renderIcon={renderIcon} columns={4} />
      </section>
    </div>
  )
}
