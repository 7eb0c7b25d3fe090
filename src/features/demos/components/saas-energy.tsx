import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumb } from '~/components/breadcrumb'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { CallToAction } from '~/components/sections/call-to-action'
import { ComparisonTable } from '~/components/sections/comparison-table'
import { Faq } from '~/components/sections/faq'
import { FeatureRows } from '~/components/sections/feature-rows'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Quote } from '~/components/sections/quote'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { includedInPlans } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { PRODUCT_NAMES } from '~/site/product-line'
import { CLIENT_NAMES } from '~/site/facts'

const PRODUCT = PRODUCT_NAMES.sense

const linkClass = `rounded font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`

const ROWS: readonly { key: string; eyebrow: MessageDescriptor; title: MessageDescriptor; text: MessageDescriptor; image: string; alt: MessageDescriptor }[] = [
  {
    key: 'drill-down',
    eyebrow: msg`Machine, line, site`,
    title: msg`From the site's bill down to the machine that runs it up`,
    text: msg`Clamp-on meters in the switch cabinets measure every 15 minutes. The monthly bill of a site splits into its halls, its lines and its machines, so a figure that rises has a name and an owner.`,
    image: 'sense-energy-drilldown.svg',
    alt: msg`A site at the top of a tree, branching into three lines and their machines, each with its energy bar; one line and one of its machines stand out in amber`,
  },
  {
    key: 'peaks',
    eyebrow: msg`Peak-load alerts`,
    title: msg`A warning ten minutes before the peak, not on the next bill`,
    text: msg`Your contracted peak is the line no quarter hour should cross. When the load heads for it, the shift lead gets a message naming the machines that could wait, such as a furnace start or a compressor, and the peak charge never comes.`,
    image: 'sense-energy-peak.svg',
    alt: msg`Quarter-hour bars rising towards a dashed limit; the tallest one's load is moved to a later, lower quarter hour, and a phone shows the alert`,
  },
  {
    key: 'sites',
    eyebrow: msg`Sites compared`,
    title: msg`Every site measured by the same yardstick`,
    text: msg`Kilowatt-hours per part, per tonne or per square metre of fabric, corrected for weather and volume. When one plant needs a third more than its sister plant for the same product, you see it in the first month, not in the annual report.`,
    image: 'sense-energy-sites.svg',
    alt: msg`Three plants side by side, each with a bar of energy per part below it: one under the target line, one close to it, one well above it`,
  },
  {
    key: 'audit',
    eyebrow: msg`Energy audits`,
    title: msg`The audit's figures ready in two days instead of three weeks`,
    text: msg`Consumption by energy source and by user, the baseline, the indicators and what each saving measure achieved: the report your energy audit and an energy management system to the international standard ask for, exported whenever the auditor arrives.`,
    image: 'sense-energy-report.svg',
    alt: msg`An audit report with a falling consumption line under its target, lines of figures, three ticked checks and a round seal`,
  },
]

// The figures are messages too: each language writes percentages and decimals its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`−12%`, label: msg`energy per part in the first year, median of our customers' sites` },
  { value: msg`−23%`, label: msg`highest quarter-hour peak once the alerts reached the shift leads` },
  { value: msg`4 weeks`, label: msg`from the first meter to the first comparison of all your sites` },
  { value: msg`2 days`, label: msg`to prepare the figures for an energy audit, instead of three weeks` },
]

type Way = 'sense' | 'sheets' | 'bill'

const COMPARISON: readonly { key: string; label: MessageDescriptor; values: Record<Way, boolean | MessageDescriptor> }[] = [
  { key: 'resolution', label: msg`How often consumption is measured`, values: { sense: msg`Every 15 minutes`, sheets: msg`Once a week, by hand`, bill: msg`Once a month` } },
  { key: 'machine', label: msg`Energy per machine and per line`, values: { sense: true, sheets: msg`Where there is a meter`, bill: false } },
  { key: 'per-part', label: msg`Energy per part produced`, values: { sense: true, sheets: msg`If someone works it out`, bill: false } },
  { key: 'sites', label: msg`Sites compared on the same measure`, values: { sense: true, sheets: msg`Once a year`, bill: false } },
  { key: 'peaks', label: msg`Alerts before a peak is crossed`, values: { sense: true, sheets: false, bill: false } },
  { key: 'audit', label: msg`Figures ready for an energy audit`, values: { sense: msg`In 2 days`, sheets: msg`In 3 weeks`, bill: false } },
  { key: 'who', label: msg`Who collects the figures`, values: { sense: msg`The meters, on their own`, sheets: msg`Your maintenance staff`, bill: msg`Your energy supplier` } },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do we have to replace our meters?`,
    answer: msg`No. Storm Sense reads the meters you have where they have a digital output, and adds clamp-on meters in the switch cabinets where they do not. Nothing is rewired and no machine stops.`,
  },
  {
    question: msg`How do you compare sites that make different things?`,
    answer: msg`By the measure that fits each product: energy per part, per tonne or per square metre, corrected for outdoor temperature and volume. We agree the measures with your engineers in the first week.`,
  },
  {
    question: msg`Does it replace our energy audit?`,
    answer: msg`No, it prepares it. The auditor still visits, but the consumption by user, the baseline and the effect of each measure are ready as a report, with the raw data behind every figure.`,
  },
  {
    question: msg`What does it cost?`,
    answer: msg`Storm Sense is part of the Enterprise plan, priced by the number of sites and measuring points. Most customers start with one site and add the others once the first savings are in.`,
  },
]

/**
 * The SaaS v4 demo: Storm Sense as energy monitoring, told to a manufacturer with several sites
 * who pays one energy bill per site and cannot say which machine, line or plant drives it. (The
 * product landing demo tells the same product's other story: machine states and OEE.)
 */
export function SaasEnergyPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const ways: readonly { key: Way; label: string; featured?: boolean }[] = [
    { key: 'sense', label: PRODUCT, featured: true },
    { key: 'sheets', label: t`Spreadsheets and meter readings` },
    { key: 'bill', label: t`The monthly energy bill` },
  ]
  const value = (cell: boolean | MessageDescriptor) => (typeof cell === 'boolean' ? cell : i18n._(cell))
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>{PRODUCT} · energy monitoring</Trans>}
        title={<Trans>Know what every machine, line and site spends on energy</Trans>}
        intro={
          <Trans>
            Energy is now one of the largest costs of a plant, and most manufacturers see it once a month, as one figure per site. Storm Sense measures it every
            quarter hour, per machine, and compares your sites on the same measure.
          </Trans>
        }
        points={[msg`Warned before a quarter hour crosses your contracted peak`, msg`Every site compared in energy per part`, msg`Reports ready when the energy auditor arrives`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Request an energy check</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See the plans</Trans>, to: { page: 'pricing' } }}
          />
        }
        aside={
          <img
            src="/images/demos/sense-energy-dashboard.svg"
            alt={t`The Storm Sense energy dashboard: three sites with their energy per part, one marked amber; the day's load curve touching the dashed peak limit with an alert; and the consumption of eight machines, one drawing too much while it waits`}
            width={800}
            height={600}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-900/10 dark:ring-slate-700"
          />
        }
      />

      <Section id="energy-features">
        <SectionHeader
          id="energy-features"
          eyebrow={<Trans>What you see</Trans>}
          title={<Trans>Where the energy goes, and who can change it</Trans>}
          intro={<Trans>Four views that turn one bill per site into decisions on the shop floor.</Trans>}
        />
        <div className="mt-16">
          <FeatureRows
            headingLevel={3}
            rows={ROWS.map((row) => ({
              id: row.key,
              eyebrow: i18n._(row.eyebrow),
              title: i18n._(row.title),
              body: <p>{i18n._(row.text)}</p>,
              image: { src: `/images/demos/${row.image}`, alt: i18n._(row.alt), width: 800, height: 600 },
            }))}
          />
        </div>
      </Section>

      <Section id="energy-figures" muted>
        <SectionHeader id="energy-figures" eyebrow={<Trans>Figures</Trans>} title={<Trans>What our customers saved in the first year</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
        <Quote
          className="mx-auto mt-16 max-w-3xl"
          quote={t`Our weaving hall and our dye house run around the clock, the energy bill kept rising, and nobody could say why. In the first month we found two compressors running all weekend and a dyeing machine that needed a third more energy per kilo than its twin.`}
          name="Hakan Yıldız"
          jobTitle={t`Energy and facilities manager`}
          company={CLIENT_NAMES['kuzey-tekstil']}
        />
      </Section>

      <Section id="energy-compare">
        <SectionHeader
          id="energy-compare"
          eyebrow={<Trans>Compared</Trans>}
          title={<Trans>Three ways to know your energy costs</Trans>}
          intro={<Trans>What a plant knows about its energy depends on how often, and how finely, it measures.</Trans>}
        />
        <div className="mt-12">
          <ComparisonTable
            caption={t`Storm Sense compared with spreadsheets and meter readings and with the monthly energy bill`}
            corner={t`What you know`}
            labels={{ yes: t`Yes`, no: t`No` }}
            columns={ways}
            rows={COMPARISON.map((row) => ({
              key: row.key,
              label: i18n._(row.label),
              values: { sense: value(row.values.sense), sheets: value(row.values.sheets), bill: value(row.values.bill) },
            }))}
          />
        </div>
        <p className="mt-8 text-center text-slate-600 dark:text-slate-300">
          {includedInPlans('sense', lang, i18n)}{' '}
          <PageLink lang={lang} page="pricing" className={linkClass}>
            <Trans>Compare the plans</Trans>
          </PageLink>
        </p>
      </Section>

      <Section id="energy-questions" muted>
        <SectionHeader id="energy-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What energy managers ask us first</Trans>} />
        <Faq name="energy-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <CallToAction lang={lang} id="energy-cta" />
    </>
  )
}
