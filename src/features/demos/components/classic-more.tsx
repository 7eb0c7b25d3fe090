import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Faq } from '~/components/sections/faq'
import { LogoCloud } from '~/components/sections/logo-cloud'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { Testimonials } from '~/components/sections/testimonials'
import { CLIENT_NAMES, COMPANY, OFFICE_COUNT } from '~/site/facts'
import { figureText, type FigureValue } from './figure-value'
import { studioTestimonialLabels, type StudioTestimonial } from './studio-testimonials'

const STEPS: readonly { title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`We listen`,
    meta: msg`Week 1`,
    text: msg`We visit you, see how your company works today and tell you honestly whether we are the right partner for it.`,
  },
  {
    title: msg`We agree on a fixed scope`,
    meta: msg`Weeks 2–3`,
    text: msg`A written scope, a price and a plan, with the name of the engineer who will lead your project and answer your calls.`,
  },
  {
    title: msg`We build in small releases`,
    meta: msg`From week 4`,
    text: msg`Every two weeks you see working software, and your key users try it with their own data.`,
  },
  {
    title: msg`We stay after go-live`,
    meta: msg`For years`,
    text: msg`Our engineers are on site on the first days, then look after updates, monitoring and your questions for as long as the software runs.`,
  },
]

// Storm's own figures come from the facts; each language formats them its own way.
const FIGURES: readonly { value: FigureValue; label: MessageDescriptor }[] = [
  { value: { fact: COMPANY.foundingYear, year: true }, label: msg`the year two engineers founded Storm in Eskişehir, next to the Organised Industrial Zone` },
  { value: { fact: COMPANY.products, plus: true }, label: msg`products live in manufacturing, logistics, retail, energy and health care` },
  { value: { fact: OFFICE_COUNT }, label: msg`offices: Eskişehir, Istanbul, Berlin and London` },
  { value: msg`24/7`, label: msg`support with an engineer on call, in Turkish, English and German` },
]

const TESTIMONIALS: readonly StudioTestimonial[] = [
  {
    key: 'anatolia-foods',
    quote: msg`Storm runs our ERP, the link to our retail customers and the lot tracking in the cold stores. One contract, one phone number, and the same engineers for six years now.`,
    name: 'Selin Aksoy',
    jobTitle: msg({ message: 'Operations director', context: 'a woman', comment: "Selin Aksoy's job title. Languages with gendered job titles use the feminine form." }),
    company: CLIENT_NAMES['anatolia-foods'],
  },
  {
    key: 'bergmann-logistik',
    quote: msg`They connected our warehouses to the systems of fifteen customers and twenty-three carriers without a single weekend outage. When a carrier changes its format, Storm usually notices before we do.`,
    name: 'Katrin Vogel',
    jobTitle: msg`Head of IT`,
    company: CLIENT_NAMES['bergmann-logistik'],
  },
  {
    key: 'ege-makina',
    quote: msg`The planning board replaced our big spreadsheet and a whiteboard. On the first day our shift leaders could see what every machine would make that week.`,
    name: 'Hakan Yücel',
    jobTitle: msg`Plant manager`,
    company: CLIENT_NAMES['ege-makina'],
  },
  {
    key: 'polar-systems',
    quote: msg`We came for an app for our service engineers and stayed for the data platform behind it. Storm thinks about the whole company, not only the ticket in front of them.`,
    name: 'Emily Hart',
    jobTitle: msg`Managing director`,
    company: CLIENT_NAMES['polar-systems'],
  },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do you only work for manufacturers?`,
    answer: msg`No. About half of our customers make things; the others run warehouses, shops, hospitals and energy networks. What they share is software that has to work every day.`,
  },
  {
    question: msg`Can you take over software that another company built?`,
    answer: msg`Yes. We start with a review of the code, the data and the hosting, tell you plainly what we found, and then take over support step by step.`,
  },
  {
    question: msg`In which languages do your teams work?`,
    answer: msg`Turkish, English and German. Projects in Germany, Austria and Switzerland are led from Berlin, projects in the United Kingdom from London.`,
  },
  {
    question: msg`Where is our data kept?`,
    answer: msg`In data centres in Europe, or on your own servers if you prefer. Backups, monitoring and security updates are part of every support agreement.`,
  },
]

/**
 * The classic demo after its services: how a project runs, the figures, the clients and their
 * words in the testimonial carousel, and the questions. A lazily loaded part (its code, the
 * carousel's with it, is not in the first load); the route preloads it, so it is prerendered.
 */
export function ClassicMore() {
  const { i18n } = useLingui()
  return (
    <>
      <Section id="classic-process" muted>
        <SectionHeader
          id="classic-process"
          eyebrow={<Trans>How a project runs</Trans>}
          title={<Trans>Four steps, and no surprises</Trans>}
          intro={<Trans>Whether it is a new ERP or one app, every project with us runs the same way, with the same people from the first visit to support.</Trans>}
        />
        <div className="mt-12">
          <Steps steps={STEPS.map((step) => ({ key: step.title.id, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="classic-figures">
        <SectionHeader id="classic-figures" eyebrow={<Trans>In figures</Trans>} title={<Trans>A company built to stay</Trans>} />
        <StatsBand stats={FIGURES.map((figure) => ({ value: figureText(i18n, figure.value), label: i18n._(figure.label) }))} />
      </Section>

      <Section id="classic-clients" muted>
        <SectionHeader
          id="classic-clients"
          eyebrow={<Trans>Our clients</Trans>}
          title={<Trans>Companies that run on our software</Trans>}
          intro={<Trans>Food producers, textile mills, logistics firms, energy suppliers, machine builders, hospitals and retailers in Türkiye and across Europe.</Trans>}
        />
        <LogoCloud className="mt-12" />
      </Section>

      <Section id="classic-testimonials">
        <SectionHeader id="classic-testimonials" eyebrow={<Trans>In their words</Trans>} title={<Trans>What it is like to work with us</Trans>} />
        <Testimonials
          className="mt-12"
          labels={studioTestimonialLabels(i18n)}
          testimonials={TESTIMONIALS.map((item) => ({ key: item.key, quote: i18n._(item.quote), name: item.name, jobTitle: i18n._(item.jobTitle), company: item.company }))}
        />
      </Section>

      <Section id="classic-questions" muted>
        <SectionHeader id="classic-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What companies ask us before the first meeting</Trans>} />
        <Faq name="classic-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

    </>
  )
}
