import { Trans, useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import { FeatureGrid } from '~/components/sections/feature-grid'
import type { Lang } from '~/lib/languages'
import { servicePage } from '~/site/pages'
import type { ServiceSummary } from '../load'
import type { RenderIcon } from './service-icon'

/** The eight services as icon cards with a short pitch, each card opening the service's page. */
export function ServicesGrid({ lang, services, renderIcon }: { lang: Lang; services: readonly ServiceSummary[]; renderIcon: RenderIcon }) {
  const { t } = useLingui()
  return (
    <section aria-label={t`Our services`} className="mt-12">
      <FeatureGrid
        columns={4}
        headingLevel={2}
        items={services.map((service) => ({
          key: service.slug,
          icon: renderIcon(service.icon, 'size-7'),
          title: (
            <PageLink
              lang={lang}
              page={servicePage(service.slug)}
              data-content
              className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
            >
              {service.title}
            </PageLink>
          ),
          text: <span data-content>{service.description}</span>,
          footer: (
            <span aria-hidden="true" className="font-semibold text-indigo-700 dark:text-indigo-300">
              <Trans>Learn more</Trans> →
            </span>
          ),
        }))}
      />
    </section>
  )
}
