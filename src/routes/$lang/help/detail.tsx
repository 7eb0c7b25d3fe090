import { createFileRoute, redirect } from '@tanstack/react-router'
import { HelpArticleSearchSchema } from '~/features/content-pages/item-search'
import { MovedPage } from '../../-components/moved-page'
import { movedHead } from '../../-components/moved-head'

const MOVED = { param: 'article', item: 'help/', list: 'help/center' } as const

/**
 * The old help article address, `/help/detail?article=<slug>`: each article has its own page now.
 * A named article goes to its page (the 404 page for a name no article has); without a usable
 * name the address goes to the help center, which is what it showed without one.
 */
export const Route = createFileRoute('/$lang/help/detail')({
  validateSearch: HelpArticleSearchSchema,
  beforeLoad: ({ params: { lang }, search: { article } }) => {
    // Prerendering renders the page below, whose inline script does the same on a static host.
    if (typeof window === 'undefined') return
    if (article === undefined || article === '') throw redirect({ to: '/$lang/help/center', params: { lang }, replace: true })
    throw redirect({ to: '/$lang/help/$slug', params: { lang, slug: article }, replace: true })
  },
  // The head with its redirecting script, built while prerendering (the router redirects before loading).
  loader: ({ params }) => movedHead(params.lang, MOVED),
  head: ({ loaderData }) => loaderData ?? {},
  component: function Page() {
    return <MovedPage lang={Route.useParams().lang} list={MOVED.list} />
  },
})
