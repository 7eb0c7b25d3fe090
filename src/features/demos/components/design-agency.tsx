import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Breadcrumb } from '~/components/breadcrumb'
import { focusRing } from '~/components/focus-ring'
import type { IconName } from '~/components/icons'
import { CallToAction } from '~/components/sections/call-to-action'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, featureItems } from '~/components/sections/feature-grid'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Quote } from '~/components/sections/quote'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { Steps } from '~/components/sections/steps'
import type { Lang } from '~/lib/languages'

const SERVICES: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'step-discover',
    title: msg`UX research`,
    text: msg`Interviews on the shop floor, in the office and at home, usability tests with real users and a clear map of what gets in their way.`,
  },
  {
    icon: 'design',
    title: msg`Interface design`,
    text: msg`Screens for web, phone and the machine terminal, drawn as a clickable prototype you can test before a line of code is written.`,
  },
  {
    icon: 'modular',
    title: msg`Design systems`,
    text: msg`Colours, type, components and their rules in one library that designers and developers share, so every new screen looks like the last.`,
  },
  {
    icon: 'accessibility',
    title: msg`Accessibility audits`,
    text: msg`We test your product against WCAG 2.2 with a keyboard, a screen reader and a magnifier, and hand over every finding with its fix.`,
  },
]

const STEPS: readonly { title: MessageDescriptor; text: MessageDescriptor; meta: MessageDescriptor }[] = [
  { title: msg`Listen`, meta: msg`Week 1–2`, text: msg`We meet the people who will use the product and watch how they work today.` },
  { title: msg`Sketch`, meta: msg`Week 3`, text: msg`Rough ideas on paper and on the whiteboard, many of them, thrown away quickly.` },
  { title: msg`Prototype`, meta: msg`Week 4–5`, text: msg`The best ideas become a clickable prototype that looks and feels like the real thing.` },
  { title: msg`Test and refine`, meta: msg`Week 6`, text: msg`Five users try it, we watch where they hesitate and fix it before development starts.` },
]

// Three case studies of the portfolio in which the design work decided the result.
const WORK: readonly { slug: string; title: MessageDescriptor; text: MessageDescriptor; alt: MessageDescriptor }[] = [
  {
    slug: 'marmara-health-patient-app',
    title: msg`A patient app for every age`,
    text: msg`Research with patients and nurses for Marmara Health: large touch targets, plain words and a rating of 4.7 in both stores.`,
    alt: msg`A phone showing an appointment card with a calendar and a reminder bell beside it`,
  },
  {
    slug: 'vega-retail-storefront',
    title: msg`An accessible shop that loads in a second`,
    text: msg`An accessibility audit and a new design system for Vega Retail's storefront: no critical issues left, mobile conversion up by 27%.`,
    alt: msg`A phone and a laptop showing the same shop page with product tiles and a speed gauge beside them`,
  },
  {
    slug: 'kuzey-tekstil-shop-floor-iot',
    title: msg`A dashboard read from across the hall`,
    text: msg`Screens for Kuzey Tekstil's weaving hall, designed with the shift leaders: a stopped loom is seen at a glance, from ten metres away.`,
    alt: msg`Rows of looms with small sensors sending signals to a gateway and on to a dashboard`,
  },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Can you design for a product another team builds?`,
    answer: msg`Yes. We hand over the prototype, the design system and annotated screens, and stay available to your developers during the build.`,
  },
  {
    question: msg`How long does a design project take?`,
    answer: msg`A focused project, such as a new app or a redesign of a core workflow, takes about six weeks from the first interview to a tested prototype.`,
  },
  {
    question: msg`Which tools do you work in?`,
    answer: msg`We draw in the design tool your team already uses and build the design system as code components, so nothing is lost between design and development.`,
  },
  {
    question: msg`Do we get a report after an accessibility audit?`,
    answer: msg`You get a list of findings ordered by their impact on users, each with the WCAG criterion, a screenshot and the fix, and a call to walk through it.`,
  },
]

/**
 * The design agency demo: Storm's product design service presented as a studio, told to a company
 * whose software works but is hard to use. Large drawn artwork, what the studio designs, how, and
 * the work from the portfolio that shows it.
 */
export function DesignAgencyPage({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Storm design studio</Trans>}
        title={<Trans>Software that people understand at first sight</Trans>}
        intro={
          <Trans>
            Our designers in Eskişehir, Istanbul, Berlin and London research how your users work, then draw the screens, the components and the rules that
            make your product easy to use, on every device and for everyone.
          </Trans>
        }
        points={[msg`Research with your real users, not with guesses`, msg`Prototypes tested before development starts`, msg`Accessible to WCAG 2.2 AA from the first sketch`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Book a design workshop</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Read a design case study</Trans>, to: { page: 'portfolio/marmara-health-patient-app' } }}
          />
        }
        aside={
          <img
            src="/images/demos/design-studio.svg"
            alt={i18n._(msg`Interface fragments on a drawing grid: a browser window, a phone screen, a colour palette with components and a pencil`)}
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] shadow-2xl"
          />
        }
      />

      <Section id="design-work">
        <SectionHeader id="design-work" eyebrow={<Trans>Selected work</Trans>} title={<Trans>Design that changed the numbers</Trans>} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {WORK.map((work) => (
            <li
              key={work.slug}
              className="group relative flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900"
            >
              <img src={`/images/portfolio/${work.slug}.svg`} alt={i18n._(work.alt)} width={1200} height={630} loading="lazy" className="h-auto w-full" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  <Link
                    to="/$lang/portfolio/$slug"
                    params={{ lang, slug: work.slug }}
                    className={`rounded-sm after:absolute after:inset-0 ${focusRing}`}
                  >
                    {i18n._(work.title)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{i18n._(work.text)}</p>
                <p aria-hidden="true" className="mt-4 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                  <Trans>Read the case study</Trans> →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="design-services" muted>
        <SectionHeader
          id="design-services"
          eyebrow={<Trans>What we design</Trans>}
          title={<Trans>From the first interview to the last component</Trans>}
          intro={<Trans>Four services that can be booked on their own or together, for a new product or one that has grown hard to use.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={featureItems(SERVICES, i18n)}
          />
        </div>
      </Section>

      <Section id="design-process">
        <SectionHeader id="design-process" eyebrow={<Trans>How we work</Trans>} title={<Trans>Six weeks from listening to a tested prototype</Trans>} />
        <div className="mt-12">
          <Steps steps={STEPS.map((step) => ({ key: step.title.id, title: i18n._(step.title), text: i18n._(step.text), meta: i18n._(step.meta) }))} />
        </div>
      </Section>

      <Section id="design-principle" muted>
        <h2 id="design-principle" className="sr-only">
          <Trans>Our design principle</Trans>
        </h2>
        <div className="mx-auto max-w-3xl">
          <Quote
            quote={i18n._(
              msg`A screen is finished when the person at the machine no longer notices it. We don't design for the meeting room; we design for the night shift, the small phone and the tired eye.`,
            )}
            name="Derya Kaplan"
            jobTitle={i18n._(msg`Head of design`)}
            company="Storm"
            avatar="/images/demos/design-principle.svg"
          />
        </div>
      </Section>

      <Section id="design-questions">
        <SectionHeader id="design-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>Before we start drawing</Trans>} />
        <Faq name="design-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <CallToAction lang={lang} id="design-cta" />
    </>
  )
}
