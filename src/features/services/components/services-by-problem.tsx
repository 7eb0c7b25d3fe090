import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { servicePage } from '~/site/pages'
import { GROUP_TEXTS } from '../groups'
import type { ServiceSummary } from '../load'
import { servicesByGroup } from '../services'
import type { RenderIcon } from './service-icon'

const linkClass = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

/**
 * The services grouped by the problem they solve: one row per group, its picture and its text on
 * alternating sides, the group's services listed with a link each.
 */
export function ServicesByProblem({ lang, services, renderIcon }: { lang: Lang; services: readonly ServiceSummary[]; renderIcon: RenderIcon }) {
  const { i18n } = useLingui()
  return (
    <div className="mt-16 space-y-20 lg:space-y-28">
      {servicesByGroup(services).map(({ group, services: members }, index) => {
        const picture = members[0]
        const titleId = `group-${group}`
        return (
          <section key={group} aria-labelledby={titleId} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            {picture === undefined ? null : (
              <img
                src={`/images/services/${picture.illustration}`}
                alt=""
                width={1200}
                height={630}
                loading={index === 0 ? 'eager' : 'lazy'}
                className={`aspect-[1200/630] w-full rounded-3xl ${index % 2 === 1 ? 'lg:order-2' : ''}`}
              />
            )}
            <div>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">{String(index + 1).padStart(2, '0')}</p>
              <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
                {i18n._(GROUP_TEXTS[group].title)}
              </h2>
              <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{i18n._(GROUP_TEXTS[group].text)}</p>
              <ul className="mt-8 space-y-5">
                {members.map((service) => (
                  <li key={service.slug} className="flex gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
                      {renderIcon(service.icon, 'size-6')}
                    </span>
                    <div>
                      <h3 className="font-semibold text-slate-900 dark:text-white">
                        <PageLink lang={lang} page={servicePage(service.slug)} data-content className={`underline-offset-4 hover:underline ${linkClass}`}>
                          {service.title}
                        </PageLink>
                      </h3>
                      <p data-content className="mt-1 text-slate-600 dark:text-slate-300">
                        {service.description}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )
      })}
    </div>
  )
}
