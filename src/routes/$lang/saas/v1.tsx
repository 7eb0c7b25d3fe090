import { createFileRoute } from '@tanstack/react-router'
import { PLANS, planPriceCents } from '~/features/content-pages/pricing'
import { SaasPlanPage, type PlanOffer } from '~/features/demos/components/saas-plan'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { pageHead } from '../../-components/page-head'

// The pricing switch's code loads after the page; its prerendered HTML shows at once.
const Pricing = lazyWithPreload(() => import('~/components/sections/pricing-switch').then((module) => module.PricingSwitch))

// The pricing page's plans, priced per billing period by its own rule.
const OFFERS: readonly PlanOffer[] = PLANS.map((plan) => ({
  key: plan.key,
  name: plan.name,
  description: plan.description,
  cents: { monthly: planPriceCents(plan, 'monthly'), yearly: planPriceCents(plan, 'yearly') },
}))

export const Route = createFileRoute('/$lang/saas/v1')({
  // Storm Plan's entries of the features collection; the reading code loads with the loader.
  loader: async ({ params }) => {
    const [features] = await Promise.all([import('~/features/saas/load').then((module) => module.loadFeatures(params.lang)), Pricing.preload()])
    return features.filter((feature) => feature.product === 'plan')
  },
  head: ({ params }) => pageHead(params.lang, 'saas/v1'),
  component: function Page() {
    const { lang } = Route.useParams()
    const features = Route.useLoaderData()
    return <SaasPlanPage lang={lang} features={features} plans={OFFERS} Pricing={Pricing} />
  },
})
