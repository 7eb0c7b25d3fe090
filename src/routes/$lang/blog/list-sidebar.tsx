import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { BlogList } from '~/features/blog/components/blog-list'
import { FeedLinks } from '~/features/blog/components/feed-links'
import { BlogListSearchSchema } from '~/features/blog/search'
import { PageIntro } from '~/components/sections/page-intro'
import { feedHeadLinks } from '~/features/blog/feeds'
import { pageHead } from '~/features/seo/head'

export const Route = createFileRoute('/$lang/blog/list-sidebar')({
  // An unknown category or an overlong word is dropped, never an error page.
  validateSearch: BlogListSearchSchema,
  // The posts' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => (await import('~/features/blog/load')).loadPosts(params.lang),
  head: (match) => pageHead(match, { links: feedHeadLinks(match.params.lang) }),
  component: function Page() {
    const { lang } = Route.useParams()
    const search = Route.useSearch()
    const posts = Route.useLoaderData()
    // The prerendered page is unfiltered, and hydration repeats it. An address with filters is then
    // rendered anew (the key), since hydration keeps the prerendered links' current state.
    const hydrated = useHydrated()
    const [filtered] = useState(search.category !== undefined || search.tag !== undefined || search.q !== undefined)
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <div className="mt-4">
          <FeedLinks lang={lang} />
        </div>
        <BlogList key={hydrated && filtered ? 'address' : 'prerendered'} lang={lang} posts={posts} search={hydrated ? search : {}} />
      </section>
    )
  },
})
