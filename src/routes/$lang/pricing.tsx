import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PlanComparison, PLAN_REQUEST_ID, PricingPlans } from '~/features/content-pages/components/pricing-plans'
import { PlanRequest, PricingQuestions } from '~/features/content-pages/components/pricing-questions'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { PageIntro } from '~/components/sections/page-intro'
import { PLAN_IDS } from '~/site/plan-ids'
import { pageHead } from '~/features/seo/head'

// The form's code (TanStack Form, ky) loads after the page; its prerendered HTML shows at once.
const DemoRequestForm = lazyWithPreload(() => import('~/features/contact/components/demo-request-form').then((module) => module.DemoRequestForm))

/** `?plan=business`: the plan a plan's button chose for the request form; anything else chooses none. */
const PlanSchema = v.picklist(PLAN_IDS)
const PricingSearchSchema = v.object({ plan: v.optional(v.pipe(v.unknown(), v.transform((value) => (v.is(PlanSchema, value) ? value : undefined)))) })

export const Route = createFileRoute('/$lang/pricing')({
  validateSearch: PricingSearchSchema,
  loader: () => DemoRequestForm.preload(),
  head: pageHead,
  component: function Page() {
    const { lang } = Route.useParams()
    const { plan } = Route.useSearch()
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <PageIntro lang={lang} />
        <PricingPlans lang={lang} />
        <PlanComparison />
        <PricingQuestions />
        <PlanRequest id={PLAN_REQUEST_ID}>
          <DemoRequestForm kind="plan" chosen={plan} aria-labelledby={`${PLAN_REQUEST_ID}-title`} />
        </PlanRequest>
      </section>
    )
  },
})
