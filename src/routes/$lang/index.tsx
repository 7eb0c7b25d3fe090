import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { CallToAction } from '~/features/home/components/call-to-action'
import { CompanyStats } from '~/features/home/components/company-stats'
import { FeatureGroup } from '~/features/home/components/feature-group'
import { Hero } from '~/features/home/components/hero'
import { HowWeWork } from '~/features/home/components/how-we-work'
import { WhatWeDo } from '~/features/home/components/what-we-do'
import { NewsSection } from '~/features/news/components/news-slider'
import { routeHead } from '~/features/seo/page-head'
import { lazyWithPreload } from '~/lib/lazy-with-preload'

// The form's code (TanStack Form, ky) loads after the page; its prerendered HTML shows at once.
const NewsletterForm = lazyWithPreload(() =>
  import('~/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
)

export const Route = createFileRoute('/$lang/')({
  // Prerendering (and client navigation) load the form's code first, so its HTML is in the page.
  loader: () => NewsletterForm.preload(),
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: '',
      title: null,
      description: msg`Storm builds web, mobile, desktop, AI, integration, data, DevOps, IoT and ERP/MRP production software for companies that want it done right.`,
      keywords: msg`software company, web development, mobile apps, desktop software, artificial intelligence, integration, data, DevOps, IoT, ERP, MRP`,
    }),
  component: HomePage,
})

function HomePage() {
  const { lang } = Route.useParams()
  return (
    <>
      <Hero
        lang={lang}
        subscribeForm={
          <Suspense>
            <NewsletterForm />
          </Suspense>
        }
      />
      <FeatureGroup lang={lang} />
      <WhatWeDo />
      <CompanyStats lang={lang} />
      <HowWeWork />
      <NewsSection lang={lang} />
      <CallToAction lang={lang} />
    </>
  )
}
