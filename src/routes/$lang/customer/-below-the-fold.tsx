import { OtherStories } from '~/features/customers/components/other-stories'
import { StoryClients } from '~/features/customers/components/story-clients'
import type { StorySummary } from '~/features/customers/stories'
import { CallToAction } from '~/components/sections/call-to-action'
import type { Lang } from '~/lib/languages'

/** After a story: the other stories and the call to action, in their own chunk (none is needed for the first paint). */
export function StoryBelowTheFold({ lang, others }: { lang: Lang; others: readonly StorySummary[] }) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <OtherStories lang={lang} others={others} />
      </div>
      <CallToAction lang={lang} />
    </>
  )
}

/** After the stories' list: the clients' logos and the call to action, in their own chunk. */
export function ListBelowTheFold({ lang, stories }: { lang: Lang; stories: readonly StorySummary[] }) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <StoryClients lang={lang} stories={stories} />
      </div>
      <CallToAction lang={lang} />
    </>
  )
}
