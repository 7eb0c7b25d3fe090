import { createFileRoute, notFound } from '@tanstack/react-router'
import { CallToAction } from '~/components/sections/call-to-action'
import { Icon } from '~/components/icon'
import { ServiceArticle } from '~/features/services/components/service-article'
import { RouteNotFound } from '../../-components/not-found-page'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/services/$slug')({
  // The language's index of services, this service's body and the code that reads them load with
  // the loader, so not on the first visit of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const { loadServicePage } = await import('~/features/services/load')
    const data = await loadServicePage(params.lang, params.slug)
    if (data === null) throw notFound()
    return data
  },
  head: ({ loaderData: data, ...match }) => pageHead(match, { item: data && { title: data.service.title, description: data.service.description, keywords: [data.service.title, ...data.service.technologies] } }),
  component: function Page() {
    const { lang } = Route.useParams()
    return (
      <>
        <ServiceArticle lang={lang} data={Route.useLoaderData()} renderIcon={(icon, className) => <Icon name={icon} className={className} />} />
        <CallToAction lang={lang} />
      </>
    )
  },
  notFoundComponent: RouteNotFound,
})
