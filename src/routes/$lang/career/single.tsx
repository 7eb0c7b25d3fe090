import { createFileRoute, redirect } from '@tanstack/react-router'
import { JobSearchSchema } from '~/features/content-pages/item-search'
import { MovedPage } from '../../-components/moved-page'
import { movedHead } from '../../-components/moved-head'

const MOVED = { param: 'job', item: 'career/', list: 'career' } as const

/**
 * The old job address, `/career/single?job=<slug>`: each opening has its own page now. A named
 * opening goes to its page (the 404 page for a name no opening has); without a usable name the
 * address goes to the list of openings, which is what it showed without one.
 */
export const Route = createFileRoute('/$lang/career/single')({
  validateSearch: JobSearchSchema,
  beforeLoad: ({ params: { lang }, search: { job } }) => {
    // Prerendering renders the page below, whose inline script does the same on a static host.
    if (typeof window === 'undefined') return
    if (job === undefined || job === '') throw redirect({ to: '/$lang/career', params: { lang }, replace: true })
    throw redirect({ to: '/$lang/career/$slug', params: { lang, slug: job }, replace: true })
  },
  // The head with its redirecting script, built while prerendering (the router redirects before loading).
  loader: ({ params }) => movedHead(params.lang, MOVED),
  head: ({ loaderData }) => loaderData ?? {},
  component: function Page() {
    return <MovedPage lang={Route.useParams().lang} list={MOVED.list} />
  },
})
