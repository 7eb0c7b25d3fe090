import { CallToAction } from '~/components/sections/call-to-action'
import { CompanyStats } from '~/features/home/components/company-stats'
import { FeatureGroup } from '~/features/home/components/feature-group'
import { HowWeWork } from '~/features/home/components/how-we-work'
import { WhatWeDo } from '~/features/home/components/what-we-do'
import { NewsSection } from '~/features/news/components/news-slider'
import type { Lang } from '~/lib/languages'

/** The home page's sections after the hero, in their own chunk: none is needed for the first paint. */
export function HomeBelowTheFold({ lang }: { lang: Lang }) {
  return (
    <>
      <FeatureGroup lang={lang} />
      <WhatWeDo />
      <CompanyStats lang={lang} />
      <HowWeWork />
      <NewsSection lang={lang} />
      <CallToAction lang={lang} />
    </>
  )
}
