import { useHydrated } from '@tanstack/react-router'
import { useState, type ComponentType } from 'react'
import type { PortfolioSearch } from '~/features/portfolio/search'
import type { StudySummary } from '~/features/portfolio/studies'
import { PageIntro } from '~/components/sections/page-intro'
import type { Lang } from '~/lib/languages'

type StudiesView = ComponentType<{ lang: Lang; studies: readonly StudySummary[]; search: PortfolioSearch }>

/** The portfolio's overviews (list, masonry, showcase): the page's intro, then its layout of the studies the address filters. */
export function PortfolioOverview({
  lang,
  studies,
  search,
  View,
}: {
  lang: Lang
  studies: readonly StudySummary[]
  search: PortfolioSearch
  View: StudiesView
}) {
  // The prerendered page is unfiltered, and hydration repeats it. An address with a filter is then
  // rendered anew (the key), since hydration keeps the prerendered links' current state.
  const hydrated = useHydrated()
  const [filtered] = useState(search.category !== undefined || search.unknownCategory !== undefined)
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <PageIntro lang={lang} />
      <View key={hydrated && filtered ? 'address' : 'prerendered'} lang={lang} studies={studies} search={hydrated ? search : {}} />
    </section>
  )
}
