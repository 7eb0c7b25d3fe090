import { createFileRoute } from '@tanstack/react-router'
import { PLANS, planPriceCents } from '~/features/content-pages/pricing'
import { SaasPlanPage, type PlanOffer } from '~/features/demos/components/saas-plan'
import { pageHead } from '../../-components/page-head'

// The pricing page's plans, priced per billing period by its own rule.
const OFFERS: readonly PlanOffer[] = PLANS.map((plan) => ({
  key: plan.key,
  name: plan.name,
  description: plan.description,
  cents: { monthly: planPriceCents(plan, 'monthly'), yearly: planPriceCents(plan, 'yearly') },
}))

export const Route = createFileRoute('/$lang/saas/v1')({
  // Storm Plan's entries of the features collection; the reading code loads with the loader.
  loader: async ({ params }) => (await (await import('~/features/saas/load')).loadFeatures(params.lang)).filter((feature) => feature.product === 'plan'),
  head: ({ params }) => pageHead(params.lang, 'saas/v1'),
  component: function Page() {
    const { lang } = Route.useParams()
    const features = Route.useLoaderData()
    return <SaasPlanPage lang={lang} features={features} plans={OFFERS} />
  },
})
