import { createFileRoute, stripSearchParams, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { BlogGrid } from '~/features/blog/components/blog-grid'
import { FeedLinks } from '~/features/blog/components/feed-links'
import { BlogGridSearchSchema } from '~/features/blog/search'
import { PageIntro } from '~/components/sections/page-intro'
import { feedHeadLinks } from '~/features/blog/feeds'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/blog/grid')({
  // A `?page=` that is no page number shows page 1, never an error page.
  validateSearch: BlogGridSearchSchema,
  // Page 1 is the grid's own address: links to it carry no `?page=1`.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  // The posts' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/blog/load')).loadPosts(params.lang),
  head: (match) => pageHead(match, { links: feedHeadLinks(match.params.lang) }),
  component: function Page() {
    const { lang } = Route.useParams()
    const { page } = Route.useSearch()
    const posts = Route.useLoaderData()
    // The prerendered page is page 1, and hydration repeats it. An address of another page is then
    // rendered anew (the key), since hydration keeps the prerendered links' current state.
    const hydrated = useHydrated()
    const [otherPage] = useState(page !== 1)
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <div className="mt-4">
          <FeedLinks lang={lang} />
        </div>
        <BlogGrid key={hydrated && otherPage ? 'address' : 'prerendered'} lang={lang} posts={posts} page={hydrated ? page : 1} />
      </section>
    )
  },
})
