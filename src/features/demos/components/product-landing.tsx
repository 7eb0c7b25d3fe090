import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumb } from '~/components/breadcrumb'
import { Icon } from '~/components/icon'
import type { IconName } from '~/components/icons'
import { ButtonLink } from '~/components/button'
import { CallToAction } from '~/components/sections/call-to-action'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, featureItems } from '~/components/sections/feature-grid'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { Steps } from '~/components/sections/steps'
import { includedInPlans } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { PRODUCT_NAMES } from '~/site/product-line'

const PRODUCT = PRODUCT_NAMES.sense

const MEASURES: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'iot',
    title: msg`Vibration and temperature`,
    text: msg`A clip-on sensor on the motor or the bearing. Rising vibration and heat show a failing bearing days before it stops the line.`,
  },
  {
    icon: 'gauge',
    title: msg`Availability, performance, quality`,
    text: msg`Run and stop times, cycle counts and rejects become an OEE figure per machine, per shift and per product, without a clipboard.`,
  },
  {
    icon: 'bolt',
    title: msg`Energy per machine`,
    text: msg`Clamp-on meters show what each machine draws when it produces and when it only waits, so idle consumption has a price.`,
  },
  {
    icon: 'controller',
    title: msg`Signals from your controls`,
    text: msg`Machines with a PLC are read through OPC UA or Modbus TCP; sensors and gateways send over MQTT. Older machines get a sensor box.`,
  },
  {
    icon: 'bell',
    title: msg`Alerts before a breakdown`,
    text: msg`When a value leaves its band, the right person gets a push message or an email, with the chart of the last hours attached.`,
  },
  {
    icon: 'pause-circle',
    title: msg`Downtime with its reason`,
    text: msg`Operators pick the reason for a stop on a tablet beside the machine. The dashboard shows which reasons cost the most hours.`,
  },
]

const INSTALLATION: readonly { key: string; meta: MessageDescriptor; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'walk',
    meta: msg`08:00`,
    title: msg`Walk the line`,
    text: msg`Our engineer and your maintenance lead choose the machines, the measuring points and where the gateway goes.`,
  },
  {
    key: 'mount',
    meta: msg`10:00`,
    title: msg`Mount the sensors`,
    text: msg`Sensor boxes are clipped or glued on, clamp meters go into the cabinet. No drilling, and no machine stops for longer than a break.`,
  },
  {
    key: 'connect',
    meta: msg`13:00`,
    title: msg`Connect and map`,
    text: msg`The gateway joins your network or its own mobile line; PLC tags and MQTT topics are mapped to machines and units in the browser.`,
  },
  {
    key: 'train',
    meta: msg`16:00`,
    title: msg`Thresholds and training`,
    text: msg`Alert bands are set with your team, and shift leads learn the dashboard on their own machines. The first shift report arrives the next morning.`,
  },
]

const PILOT: readonly MessageDescriptor[] = [
  msg`Sensors and a gateway for up to five machines`,
  msg`Installation by our engineers in one day`,
  msg`Eight weeks of dashboards, alerts and OEE reports`,
  msg`A closing review with the savings we found`,
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do our machines need to be new or networked?`,
    answer: msg`No. Machines with a PLC are read directly; older machines get a sensor box that measures vibration, temperature and energy from the outside.`,
  },
  {
    question: msg`Does the data leave our plant?`,
    answer: msg`Only if you want it to. Storm Sense runs in a data centre in Türkiye or Germany, or on a server in your own plant.`,
  },
  {
    question: msg`Does it work with our ERP and planning?`,
    answer: msg`Yes. Through Storm Link the dashboard knows the order and the product on each machine, and Storm Plan can plan with the real capacity.`,
  },
  {
    question: msg`What happens after the pilot?`,
    answer: msg`You keep the sensors. If you continue, the pilot becomes part of your Enterprise plan and we add lines at your pace.`,
  },
]

/**
 * The product landing demo: one product, Storm Sense, told to a plant manager who wants to know
 * why the line stopped, before it stops again.
 */
export function ProductLandingPage({ lang }: { lang: Lang }) {
  const { i18n, t } = useLingui()
  return (
    <>
      <Hero
        layout="centered"
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>{PRODUCT}: machine monitoring</Trans>}
        title={<Trans>Know why a machine stops, before it stops again</Trans>}
        intro={
          <Trans>
            Sensors on the machines you already have, an OEE dashboard for every line and alerts that reach the right person. Installed in one day, without
            touching your controls.
          </Trans>
        }
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Plan a pilot</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See the plans</Trans>, to: { page: 'pricing' } }}
          />
        }
        aside={
          <div className="flex flex-col items-center gap-10">
            <img
              src="/images/demos/sense-product.svg"
              alt={t`A sensor box on an electric motor, sending its readings to a dashboard with an OEE gauge, a trend chart and machine status tiles`}
              width={960}
              height={540}
              fetchPriority="high"
              className="h-auto w-full max-w-5xl rounded-3xl shadow-xl"
            />
          </div>
        }
      />

      <Section id="sense-measures">
        <SectionHeader
          id="sense-measures"
          eyebrow={<Trans>What it measures</Trans>}
          title={<Trans>Six signals that explain a lost shift</Trans>}
          intro={<Trans>Most stops announce themselves. These are the signals that do, read from the machine or measured beside it.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            items={featureItems(MEASURES, i18n)}
          />
        </div>
      </Section>

      <Section id="sense-installation" muted>
        <SectionHeader
          id="sense-installation"
          eyebrow={<Trans>Installation</Trans>}
          title={<Trans>From the first sensor to the first alert in one day</Trans>}
          intro={<Trans>One engineer, one working day, one line. Your machines keep running while we install.</Trans>}
        />
        <div className="mt-12">
          <Steps steps={INSTALLATION.map((step) => ({ key: step.key, meta: i18n._(step.meta), title: i18n._(step.title), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="sense-start">
        <SectionHeader
          id="sense-start"
          eyebrow={<Trans>Getting started</Trans>}
          title={<Trans>What it costs to start</Trans>}
          intro={<Trans>Begin with one line and decide with your own figures.</Trans>}
        />
        <div className="mx-auto mt-12 max-w-xl rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
            <Trans>Pilot on one line</Trans>
          </h3>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            {includedInPlans('sense', lang, i18n)} <Trans>The pilot comes at a fixed price that counts towards it.</Trans>
          </p>
          <ul className="mt-6 space-y-3">
            {PILOT.map((item) => (
              <li key={item.id} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                <span>{i18n._(item)}</span>
              </li>
            ))}
          </ul>
          <ButtonLink lang={lang} page="pricing" className="mt-8 w-full">
            <Trans>Compare the plans</Trans>
          </ButtonLink>
        </div>
      </Section>

      <Section id="sense-questions" muted>
        <SectionHeader id="sense-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What plant managers ask us</Trans>} />
        <Faq name="sense-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <CallToAction lang={lang} id="sense-cta" />
    </>
  )
}
