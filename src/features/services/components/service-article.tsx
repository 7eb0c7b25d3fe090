import { Trans, useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { Steps } from '~/components/sections/steps'
import type { Lang } from '~/lib/languages'
import { postPage, servicePage } from '~/site/pages'
import type { ServicePageData } from '../load'
import type { RenderIcon } from './service-icon'

/** Typography of a rendered Markdown body (built and checked at build time). */
const BODY =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:underline [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

const linkClass = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

/** Timeline, deliverables and technologies of a service. */
function Facts({ data, columns }: { data: ServicePageData; columns: boolean }) {
  const { service } = data
  return (
    <dl className={`grid gap-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-700 ${columns ? 'md:grid-cols-3' : ''}`}>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
          <Trans>Typical timeline</Trans>
        </dt>
        <dd data-content className="mt-2 text-slate-700 dark:text-slate-200">
          {service.timeline}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
          <Trans>What you get</Trans>
        </dt>
        <dd className="mt-2">
          <ul data-content className="space-y-2 text-slate-700 dark:text-slate-200">
            {service.deliverables.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
          <Trans>Technologies</Trans>
        </dt>
        <dd className="mt-2">
          <ul data-content className="flex flex-wrap gap-2">
            {service.technologies.map((item) => (
              <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {item}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}

function HowWeWork({ data, layout }: { data: ServicePageData; layout: 'v1' | 'v2' }) {
  return (
    <section aria-labelledby="service-steps" className="mt-16">
      <h2 id="service-steps" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>How we work</Trans>
      </h2>
      <div data-content className="mt-8 pl-4">
        <Steps layout={layout === 'v1' ? 'timeline' : 'row'} steps={data.service.steps.map((step) => ({ key: step, title: step }))} />
      </div>
    </section>
  )
}

function RelatedServices({ lang, data, renderIcon }: { lang: Lang; data: ServicePageData; renderIcon: RenderIcon }) {
  if (data.related.length === 0) return null
  return (
    <section aria-labelledby="related-services" className="mt-16">
      <h2 id="related-services" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>Related services</Trans>
      </h2>
      <div className="mt-6">
        <FeatureGrid
          items={data.related.map((service) => ({
            key: service.slug,
            icon: renderIcon(service.icon, 'size-7'),
            title: (
              <PageLink lang={lang} page={servicePage(service.slug)} data-content className={`after:absolute after:inset-0 after:rounded-2xl ${linkClass}`}>
                {service.title}
              </PageLink>
            ),
            text: <span data-content>{service.description}</span>,
          }))}
        />
      </div>
    </section>
  )
}

function RelatedPosts({ lang, data }: { lang: Lang; data: ServicePageData }) {
  if (data.posts.length === 0) return null
  return (
    <section aria-labelledby="service-posts" className="mt-16">
      <h2 id="service-posts" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>From our blog</Trans>
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {data.posts.map((post) => (
          <li key={post.slug} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <PageLink lang={lang} page={postPage(post.slug)} data-content className={`underline-offset-4 hover:underline ${linkClass}`}>
                {post.title}
              </PageLink>
            </h3>
            <p data-content className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {post.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A service: v1 (its own page) puts the picture beside the title, the body beside its facts and
 * the steps as a timeline; v2 (the second layout) the title centred over the picture, the facts in
 * a row, the steps side by side and then the body.
 */
export function ServiceArticle({ lang, data, renderIcon, layout = 'v1' }: { lang: Lang; data: ServicePageData; renderIcon: RenderIcon; layout?: 'v1' | 'v2' }) {
  const { t } = useLingui()
  const { service, html } = data
  const picture = (
    <img
      src={`/images/services/${service.illustration}`}
      alt={service.illustrationAlt}
      data-content
      width={1200}
      height={630}
      fetchPriority="high"
      className="aspect-[1200/630] w-full rounded-3xl"
    />
  )
  // The way back to all services (not the group's name: its texts would cost every service page a chunk).
  const eyebrow = (
    <p className="flex items-center gap-3 text-sm font-semibold">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">{renderIcon(service.icon, 'size-6')}</span>
      <PageLink lang={lang} page="services/v1" className={`text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${linkClass}`}>
        <Trans>Our services</Trans>
      </PageLink>
    </p>
  )
  const title = (
    <h1 data-content className="text-3xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-anywhere sm:text-5xl dark:text-white">
      {service.title}
    </h1>
  )
  const description = (
    <p data-content className="text-xl text-slate-700 dark:text-slate-300">
      {service.description}
    </p>
  )
  // The body is HTML the build rendered from the service's Markdown and escaped: no HTML passes through.
  const body = <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      {layout === 'v1' ? (
        <>
          <header className="grid items-center gap-10 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-5">
              {eyebrow}
              {title}
              {description}
            </div>
            {picture}
          </header>
          <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div>{body}</div>
            <aside aria-label={t`The service at a glance`} className="lg:sticky lg:top-24 lg:self-start">
              <Facts data={data} columns={false} />
            </aside>
          </div>
          <HowWeWork data={data} layout="v1" />
        </>
      ) : (
        <>
          <header className="mx-auto flex max-w-4xl flex-col items-center gap-5 text-center">
            {eyebrow}
            {title}
            {description}
          </header>
          <div className="mt-10">{picture}</div>
          <div className="mt-10">
            <Facts data={data} columns />
          </div>
          <HowWeWork data={data} layout="v2" />
          <div className="mx-auto mt-16 max-w-3xl">{body}</div>
        </>
      )}
      <RelatedServices lang={lang} data={data} renderIcon={renderIcon} />
      <RelatedPosts lang={lang} data={data} />
    </article>
  )
}
