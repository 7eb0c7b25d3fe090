import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { StoryList } from '~/features/customers/components/story-list'
import { StoryListSearchSchema } from '~/features/customers/search'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'
import { ListBelowTheFold } from '../-lazy-parts'

export const Route = createFileRoute('/$lang/customer/stories/')({
  // An unknown industry shows every story, never an error page.
  validateSearch: StoryListSearchSchema,
  // The stories' index and the code that reads it load with the loader, so not on the first visit
  // of a prerendered page, whose data is in it.
  loader: async ({ params }) => {
    const [{ loadStories }] = await Promise.all([import('~/features/customers/load'), ListBelowTheFold.preload()])
    return loadStories(params.lang)
  },
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const { industry } = Route.useSearch()
    const stories = Route.useLoaderData()
    // The prerendered page is unfiltered, and hydration repeats it. An address with a filter is then
    // rendered anew (the key), since hydration keeps the prerendered links' current state.
    const hydrated = useHydrated()
    const [filtered] = useState(industry !== undefined)
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <PageIntro lang={lang} />
          <StoryList key={hydrated && filtered ? 'address' : 'prerendered'} lang={lang} stories={stories} industry={hydrated ? industry : undefined} />
        </section>
        <ListBelowTheFold lang={lang} stories={stories} />
      </>
    )
  },
})
