import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { Icon } from '~/components/icon'
import { ServiceArticle } from '~/features/services/components/service-article'
import { pageHead } from '~/features/seo/head'
import { servicePage } from '~/site/pages'

/** The second service layout, showing the first service. */
export const Route = createFileRoute('/$lang/services/single')({
  loader: async ({ params }) => {
    const { loadFirstServicePage } = await import('~/features/services/load')
    const data = await loadFirstServicePage(params.lang)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { shows: data && servicePage(data.service.slug) }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <ServiceArticle lang={lang} data={Route.useLoaderData()} renderIcon={(icon, className) => <Icon name={icon} className={className} />} layout="v2" />
        <CallToAction lang={lang} />
      </>
    )
  },
})
