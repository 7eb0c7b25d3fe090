import { createFileRoute } from '@tanstack/react-router'
import { SaasPlanPage } from '~/features/demos/components/saas-plan'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '~/features/seo/head'

// The plans' code (their switch) loads after the page; its prerendered HTML shows at once.
const Pricing = lazyWithPreload(() => import('~/features/content-pages/components/pricing-plans').then((module) => module.PricingPlans))

export const Route = createFileRoute('/$lang/saas/v1')({
  // Storm Plan's entries of the features collection; the reading code loads with the loader.
  loader: async ({ params }) => {
    const [features] = await Promise.all([import('~/features/saas/load').then((module) => module.loadFeatures(params.lang)), Pricing.preload()])
    return features.filter((feature) => feature.product === 'plan')
  },
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const features = Route.useLoaderData()
    return <SaasPlanPage lang={lang} features={features} Pricing={Pricing} />
  },
})
