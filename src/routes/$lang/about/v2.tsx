import { createFileRoute } from '@tanstack/react-router'
import { CompanyStory } from '~/features/company/components/company-story'
import { NextLinks, STORY_NEXT } from '~/features/company/components/next-links'
import { StoryHero } from '~/features/company/components/story-hero'
import { Breadcrumb } from '~/components/breadcrumb'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// Far below the fold: the figures' code (the count-up) loads after the page; their prerendered HTML
// shows at once.
const CompanyStats = lazyWithPreload(() => import('~/features/home/components/company-stats').then((module) => module.CompanyStats))

// The page's texts are in the company feature: this page is in the home area too (for the
// figures), and a message written here would be copied into the home page's catalog.
export const Route = createFileRoute('/$lang/about/v2')({
  // Prerendering (and client navigation) load the figures first, so their HTML is in the page.
  loader: () => CompanyStats.preload(),
  head: pageHead,
  component: function AboutStoryPage() {
    const { lang } = Route.useParams()
    return (
      <>
        <StoryHero breadcrumb={<Breadcrumb lang={lang} />} />
        <CompanyStory lang={lang} />
        <CompanyStats lang={lang} />
        <NextLinks lang={lang} links={STORY_NEXT} />
      </>
    )
  },
})
