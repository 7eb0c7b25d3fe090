import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import { focusRing } from '~/components/focus-ring'
import type { IconName } from '~/components/icons'
import { PageLink } from '~/components/page-link'
import { CallToAction } from '~/components/sections/call-to-action'
import { ComparisonTable } from '~/components/sections/comparison-table'
import { Faq } from '~/components/sections/faq'
import { Hero, HeroActions } from '~/components/sections/hero'
import { IntegrationsGrid } from '~/components/sections/integrations-grid'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { includedInPlans } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { integrationPage } from '~/site/pages'
import { PRODUCT_NAMES, type ProductSlug } from '~/site/product-line'
import { IconList } from '~/components/sections/icon-list'

const PRODUCT = PRODUCT_NAMES.link

/** An integration as the integrations collection gives it (the route reads the collection). */
export interface LinkIntegration {
  slug: string
  title: string
  description: string
  /** A name of the site's icons, or another the page leaves without an icon. */
  icon: string
  /** The Storm product whose data it carries. */
  product: ProductSlug
}

const linkClass = `rounded underline-offset-4 hover:underline ${focusRing}`

const GO_LIVE: readonly { title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Map the data`,
    meta: msg`Days 1–3`,
    text: msg`With your IT and the people who use the data, we list which records move, in which direction, how often, and who owns each field.`,
  },
  {
    title: msg`Connect a test system`,
    meta: msg`Days 4–10`,
    text: msg`The connector talks to a copy of your system first. Mappings and rules are set in the browser, and every test message can be read in full.`,
  },
  {
    title: msg`Run side by side`,
    meta: msg`Days 11–20`,
    text: msg`Storm Link runs beside the old export for two weeks and compares the results each morning, until no difference is left.`,
  },
  {
    title: msg`Switch over`,
    meta: msg`Day 21`,
    text: msg`The old script or the manual import retires on a date you choose, and the first month's messages are watched by our team with yours.`,
  },
]

const MONITORING: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'history',
    title: msg`Every message can be traced`,
    text: msg`Each order, invoice or status change has a history: when it arrived, how it was mapped and when the other side confirmed it.`,
  },
  {
    icon: 'retry',
    title: msg`Retries on their own`,
    text: msg`When a system is down for maintenance, Storm Link waits and tries again, a little longer each time. Nothing is lost and nothing is sent twice.`,
  },
  {
    icon: 'inbox',
    title: msg`A queue for what needs a person`,
    text: msg`A message the other side rejects, an unknown item code, a missing tax number: it waits in a queue, is corrected once and sent again with one click.`,
  },
  {
    icon: 'bell',
    title: msg`Alerts to the person who can act`,
    text: msg`The owner of each connection hears about a problem by email or push message before a customer notices, with the message attached.`,
  },
]

// The figures are messages too: each language writes percentages and decimals its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`1.4 million`, label: msg`messages a day pass through Storm Link for our customers` },
  { value: msg`99.7%`, label: msg`of them are delivered at the first attempt; the retries deliver the rest` },
  { value: msg`3 weeks`, label: msg`from the first workshop to a new connection running live` },
  { value: msg`−85%`, label: msg`hours spent retyping orders and invoices in the first year` },
]

type Way = 'link' | 'scripts' | 'manual'

const COMPARISON: readonly { key: string; label: MessageDescriptor; values: Record<Way, boolean | MessageDescriptor> }[] = [
  { key: 'trace', label: msg`Every message can be traced and searched`, values: { link: true, scripts: false, manual: false } },
  { key: 'retry', label: msg`Retries when a system is down`, values: { link: true, scripts: msg`If someone wrote them`, manual: false } },
  { key: 'alerts', label: msg`Alerts before a customer notices`, values: { link: true, scripts: false, manual: false } },
  { key: 'change', label: msg`Replace one system without touching the others`, values: { link: true, scripts: false, manual: true } },
  { key: 'e-invoice', label: msg`E-invoices and EDI with your customers`, values: { link: true, scripts: msg`One partner at a time`, manual: false } },
  { key: 'partner', label: msg`Time to connect a new trading partner`, values: { link: msg`1–3 weeks`, scripts: msg`2–3 months`, manual: msg`A new person` } },
  { key: 'owner', label: msg`Who keeps it running`, values: { link: msg`Our team, 24/7`, scripts: msg`The developer who wrote them`, manual: msg`Your office staff` } },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Our ERP is old and customised. Can Storm Link still connect it?`,
    answer: msg`Almost always. Where there is no API, we read and write through the database views, files or the import format the ERP already has. The workshop on day one tells you which way fits.`,
  },
  {
    question: msg`Do we need a developer to change a mapping?`,
    answer: msg`No. Mappings, rules and schedules are set in the browser, and every change is versioned, so you can see who changed what and go back. For new connectors our engineers are there.`,
  },
  {
    question: msg`Where do our data go on their way?`,
    answer: msg`Through data centres in Istanbul or Frankfurt, encrypted in transit and at rest. Messages are kept for 90 days for tracing, then deleted. Enterprise customers can run Storm Link in their own network.`,
  },
  {
    question: msg`What if a connector we need is not in the list?`,
    answer: msg`Most systems speak one of the standards above: a REST API, EDIFACT, files over SFTP. For the rest, we build the connector within your project, and it becomes part of the product for the next customer too.`,
  },
]

/**
 * The Storm Link demo: the integration platform told to a manufacturer whose orders, invoices and
 * master data travel between systems by export, script and retyping. Its integrations come from
 * the integrations collection, given by the route, each leading to its page.
 */
export function SaasLinkPage({ lang, integrations, renderIcon }: { lang: Lang; integrations: readonly LinkIntegration[]; renderIcon: (name: string, className: string) => ReactNode }) {
  const { t, i18n } = useLingui()
  const product = PRODUCT_NAMES.link
  const ways: readonly { key: Way; label: string; featured?: boolean }[] = [
    { key: 'link', label: PRODUCT, featured: true },
    { key: 'scripts', label: t`Scripts between systems` },
    { key: 'manual', label: t`Export and import by hand` },
  ]
  const value = (cell: boolean | MessageDescriptor) => (typeof cell === 'boolean' ? cell : i18n._(cell))
  return (
    <>
      <Hero
        layout="centered"
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>{PRODUCT} · integration platform</Trans>}
        title={<Trans>Your systems, connected once and watched every minute</Trans>}
        intro={
          <Trans>
            Orders from your customers' EDI, invoices to the tax portal, items and stock between the ERP, the shop floor and the web shop: Storm Link moves them
            between your systems, retries what fails and tells you before anyone has to retype a thing.
          </Trans>
        }
        points={[msg`Ready connectors for the standards your partners use`, msg`A new connection live in three weeks`, msg`Every message traced, nothing retyped`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Book an integration workshop</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See the connectors</Trans>, to: { page: 'saas/integrations' } }}
          />
        }
        aside={
          <div className="flex flex-col items-center gap-10">
            <img
              src="/images/demos/link-hub.svg"
              alt={t`Storm Link in the middle, connected by lines to six systems around it: an ERP server, a plant, accounting, a customer's documents, a web shop and a phone; messages travel along the lines`}
              width={960}
              height={480}
              fetchPriority="high"
              className="h-auto w-full max-w-5xl rounded-3xl shadow-2xl ring-1 ring-slate-900/10 dark:ring-slate-700"
            />
          </div>
        }
      />

      <Section id="link-integrations">
        <SectionHeader
          id="link-integrations"
          eyebrow={<Trans>Connectors</Trans>}
          title={<Trans>The standards your partners already speak</Trans>}
          intro={<Trans>Each connector is part of {PRODUCT} and carries the data of one of Storm's products, or of any system you run. Open one to see what it syncs and how it is set up.</Trans>}
        />
        <div className="mt-12">
          <IntegrationsGrid
            headingLevel={3}
            columns={4}
            tiles={integrations.map((integration) => ({
              id: integration.slug,
              icon: renderIcon(integration.icon, 'size-6'),
              title: (
                <PageLink lang={lang} page={integrationPage(integration.slug)} className={linkClass} data-content>
                  {integration.title}
                </PageLink>
              ),
              description: <span data-content>{integration.description}</span>,
              tags: [PRODUCT_NAMES[integration.product]],
            }))}
          />
        </div>
        <p className="mt-10 text-center">
          <PageLink lang={lang} page="saas/integrations" className={`font-semibold text-indigo-700 dark:text-indigo-300 ${linkClass}`}>
            <Trans>All integrations by category</Trans>
          </PageLink>
        </p>
      </Section>

      <Section id="link-go-live" muted>
        <SectionHeader
          id="link-go-live"
          eyebrow={<Trans>Going live</Trans>}
          title={<Trans>How a connection goes live in three weeks</Trans>}
          intro={<Trans>The same four steps for an e-invoice, a customer's EDI or your own web shop, with the old way running until the new one matches it.</Trans>}
        />
        <div className="mt-12">
          <Steps steps={GO_LIVE.map((step) => ({ key: step.title.id, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="link-monitoring">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="link-monitoring"
              align="start"
              eyebrow={<Trans>Monitoring and retries</Trans>}
              title={<Trans>When a system is down, nothing is lost</Trans>}
              intro={<Trans>Integrations fail at night, on a holiday, during an update. {PRODUCT} is built for those hours.</Trans>}
            />
            <IconList items={MONITORING} />
          </div>
          <img
            src="/images/demos/link-monitor.svg"
            alt={t`The Storm Link monitor: messages per hour as bars with one dip, and a message log where a failed delivery is retried three times, further apart each time, then delivered`}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-900/10 dark:ring-slate-700"
          />
        </div>
      </Section>

      <Section id="link-figures" muted>
        <SectionHeader id="link-figures" eyebrow={<Trans>Figures</Trans>} title={<Trans>What runs through {PRODUCT} every day</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
      </Section>

      <Section id="link-compare">
        <SectionHeader
          id="link-compare"
          eyebrow={<Trans>Compared</Trans>}
          title={<Trans>Three ways to move data between systems</Trans>}
          intro={<Trans>Most companies we meet use all three at once. Here is what each one gives you.</Trans>}
        />
        <div className="mt-12">
          <ComparisonTable
            caption={t`Storm Link compared with scripts between systems and export and import by hand`}
            corner={t`What you get`}
            labels={{ yes: t`Yes`, no: t`No` }}
            columns={ways}
            rows={COMPARISON.map((row) => ({
              key: row.key,
              label: i18n._(row.label),
              values: { link: value(row.values.link), scripts: value(row.values.scripts), manual: value(row.values.manual) },
            }))}
          />
        </div>
      </Section>

      <Section id="link-questions" muted>
        <SectionHeader id="link-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What IT managers ask us first</Trans>} />
        <Faq
          name="link-faq"
          questions={[
            ...QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
            // The price from the plans (src/site/plans.ts).
            { question: t({ message: `What does ${product} cost?`, comment: 'A question on a product page; the answer names the pricing plans that include the product.' }), answer: includedInPlans('link', lang, i18n) },
          ]}
        />
      </Section>

      <CallToAction lang={lang} id="link-cta" />
    </>
  )
}
