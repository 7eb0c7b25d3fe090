import { CallToAction } from '~/components/sections/call-to-action'
import { CompanyStats } from '~/features/home/components/company-stats'
import { FeatureGroup } from '~/features/home/components/feature-group'
import { HowWeWork } from '~/features/home/components/how-we-work'
import { LatestPosts } from '~/features/home/components/latest-posts'
import { Proof } from '~/features/home/components/proof'
import { WhatWeDo } from '~/features/home/components/what-we-do'
import type { HomeShowcase } from '~/features/home/lib/showcase'
import { NewsSection } from '~/features/news/components/news-slider'
import type { Lang } from '~/lib/languages'

/** The home page's sections after the hero, in their own chunk: none is needed for the first paint. */
export function HomeBelowTheFold({ lang, showcase }: { lang: Lang; showcase: HomeShowcase }) {
  return (
    <>
      <FeatureGroup lang={lang} />
      <WhatWeDo />
      <CompanyStats lang={lang} />
      <HowWeWork />
      <Proof lang={lang} studies={showcase.studies} quotes={showcase.quotes} />
      <LatestPosts lang={lang} posts={showcase.posts} />
      <NewsSection lang={lang} />
      <CallToAction lang={lang} />
    </>
  )
}
