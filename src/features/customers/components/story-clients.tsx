import { Trans } from '@lingui/react/macro'
import { LogoCloud } from '~/components/sections/logo-cloud'
import type { Lang } from '~/lib/languages'
import { storyPage } from '~/site/pages'
import { clientLogo } from '../clients'
import type { StorySummary } from '../stories'

/** The logos of the stories' clients, each leading to its story. */
export function StoryClients({ lang, stories }: { lang: Lang; stories: readonly StorySummary[] }) {
  const storyOf = new Map(stories.map((story) => [story.client, story]))
  const logos = stories.flatMap((story) => clientLogo(story.client) ?? [])
  return (
    <section aria-labelledby="story-clients">
      <h2 id="story-clients" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>The companies behind the stories</Trans>
      </h2>
      <LogoCloud
        logos={logos}
        className="mt-6"
        links={{
          lang,
          pageOf: (logo) => {
            const story = storyOf.get(logo.slug)
            return story === undefined ? null : storyPage(story.slug)
          },
        }}
      />
    </section>
  )
}
