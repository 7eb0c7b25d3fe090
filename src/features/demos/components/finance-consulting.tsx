import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import { Icon } from '~/components/icon'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, featureItems, type FeatureMessages } from '~/components/sections/feature-grid'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import type { Lang } from '~/lib/languages'

const SERVICES: readonly FeatureMessages[] = [
  {
    icon: 'calendar',
    title: msg`Month-end close in days`,
    text: msg`We map your close step by step, automate the accruals, reconciliations and intercompany matching, and give every step an owner and a deadline.`,
  },
  {
    icon: 'document',
    title: msg`E-invoicing and e-ledger in Türkiye`,
    text: msg`Electronic invoices, dispatch notes and the electronic ledger as the revenue administration requires them, issued from your ERP, archived and signed on time.`,
  },
  {
    icon: 'document',
    title: msg`E-invoicing in the EU`,
    text: msg`Structured electronic invoices for your customers and authorities in Germany and the rest of the EU, in the formats and networks they accept, without a second system.`,
  },
  {
    icon: 'coins',
    title: msg`Multi-currency and consolidation`,
    text: msg`Your Turkish, German and UK companies in lira, euro and pound, revalued the same way, eliminated against each other and consolidated in one run.`,
  },
  {
    icon: 'history',
    title: msg`Audit trails`,
    text: msg`Every posting traceable to its document, every change to a user and a time. Your auditors get read access instead of folders of printouts.`,
  },
  {
    icon: 'chart',
    title: msg`Reporting with Storm Insight`,
    text: msg`Profit and loss, cash and margins per company and for the group, ready on the morning after the close and the same figure in every meeting.`,
  },
]

// The figures are messages too: each language writes numbers and units its own way.
const CASE: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`14 → 4 days`, label: msg`to close the month for the whole group` },
  { value: msg`3 companies`, label: msg`in Türkiye, Germany and the UK, consolidated in one run` },
  { value: msg`100%`, label: msg`of outgoing invoices electronic in both countries that require it` },
  { value: msg`0 findings`, label: msg`from the group auditors on the first year's audit trail` },
]

const ENGAGEMENT: readonly { key: string; title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'check',
    title: msg`Finance health check`,
    meta: msg`Weeks 1–2`,
    text: msg`We sit with your accountants through one month-end, list where the days go and hand you a written report with a fixed price for what follows.`,
  },
  {
    key: 'design',
    title: msg`Design the close`,
    meta: msg`Weeks 3–6`,
    text: msg`One chart of accounts for the group, mapped to each country's local rules, a close calendar and the controls your auditors expect.`,
  },
  {
    key: 'build',
    title: msg`Build and connect`,
    meta: msg`Weeks 7–14`,
    text: msg`We set up your ERP, the e-invoicing connections and the consolidation, and connect the bank statements and your other systems.`,
  },
  {
    key: 'parallel',
    title: msg`Two closes side by side`,
    meta: msg`Months 4–5`,
    text: msg`Two month-ends are closed the old and the new way, until both give the same figures and your team closes without us.`,
  },
  {
    key: 'run',
    title: msg`Run and improve`,
    meta: msg`From then on`,
    text: msg`A consultant who knows your books answers within one working day and adapts the system when a law or your group changes.`,
  },
]

const TRUST: readonly FeatureMessages[] = [
  {
    icon: 'shield',
    title: msg`Security you can audit`,
    text: msg`Role-based access, encrypted backups, an audit log of every change to the books and an external penetration test before every go-live.`,
  },
  {
    icon: 'data',
    title: msg`Your data stays in Türkiye or the EU`,
    text: msg`Your books are kept in data centres in Istanbul or Frankfurt, as each company of the group requires, encrypted and backed up every night.`,
  },
  {
    icon: 'scales',
    title: msg`Data protection by law`,
    text: msg`We process personal data under Türkiye's data protection law and the EU's General Data Protection Regulation, with a data processing agreement for every client.`,
  },
  {
    icon: 'people',
    title: msg`Consultants, not call centres`,
    text: msg`Qualified accountants and engineers in Istanbul, Berlin and London, who know both the local rules and the software.`,
  },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do we need to change our ERP?`,
    answer: msg`Not necessarily. In half of our engagements the ERP stays; we change how it is set up and used, and connect what is missing.`,
  },
  {
    question: msg`Who does the work: consultants or our team?`,
    answer: msg`Both. We set up and automate; your accountants own the close from the first parallel month, so that the knowledge stays in your company.`,
  },
  {
    question: msg`How do you keep up with changes in e-invoicing rules?`,
    answer: msg`A small team follows the rules of the revenue administrations in Türkiye and the EU and updates the connections before a change takes effect.`,
  },
  {
    question: msg`What does an engagement cost?`,
    answer: msg`The health check has a fixed price. After it you get a written offer with a fixed price for the whole project, not an estimate in days.`,
  },
]

const CONSULTATION_POINTS: readonly MessageDescriptor[] = [
  msg`Free of charge and without obligation`,
  msg`A date within the week, online or at your office`,
  msg`In Turkish, English or German`,
]

/**
 * The finance consulting demo: Storm's ERP-for-finance consulting, told to the finance director of
 * a mid-sized manufacturer or trader with companies in Türkiye, Germany and the UK. The
 * consultation form is a lazily loaded part that the route gives in `Form`.
 */
export function FinanceConsultingPage({ lang, Form }: { lang: Lang; Form: ComponentType<{ 'aria-labelledby'?: string }> }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>ERP consulting for finance teams</Trans>}
        title={<Trans>Close the month in days, not weeks</Trans>}
        intro={
          <Trans>
            For finance directors of mid-sized manufacturers and traders: we set up your ERP so that the close, e-invoicing and the group's consolidation run on
            time, in Türkiye, Germany and the UK.
          </Trans>
        }
        points={[msg`Electronic invoices and ledgers as the authorities require them`, msg`One consolidation for companies in lira, euro and pound`, msg`Every figure traceable to its document`].map((point) =>
          i18n._(point),
        )}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Book a consultation</Trans>, to: { hash: 'finance-consultation' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Read our customer stories</Trans>, to: { page: 'customer/stories' } }}
          />
        }
        aside={
          <img
            src="/images/demos/finance-close.svg"
            alt={t`A month calendar with the closing days marked, ledger sheets in three colours and a rising chart: the month closed early`}
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full"
          />
        }
      />

      <Section id="finance-case">
        <SectionHeader
          id="finance-case"
          eyebrow={<Trans>A case in numbers</Trans>}
          title={<Trans>A machine builder with three companies and one close</Trans>}
          intro={
            <Trans>
              Ege Makina builds packaging machines in Türkiye and sells them through its own companies in Germany and the UK. Its finance team closed the month in
              fourteen working days. After one year with us:
            </Trans>
          }
        />
        <StatsBand stats={CASE.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
      </Section>

      <Section id="finance-services" muted>
        <SectionHeader
          id="finance-services"
          eyebrow={<Trans>What we do</Trans>}
          title={<Trans>From the first posting to the group report</Trans>}
          intro={<Trans>Six things finance directors ask us for, alone or together.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            items={featureItems(SERVICES, i18n)}
          />
        </div>
      </Section>

      <Section id="finance-trust">
        <SectionHeader id="finance-trust" eyebrow={<Trans>Trust</Trans>} title={<Trans>Your books in safe hands</Trans>} />
        <div className="mt-12">
          <FeatureGrid
            columns={2}
            items={featureItems(TRUST, i18n)}
          />
        </div>
      </Section>

      <Section id="finance-engagement" muted>
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <SectionHeader
            id="finance-engagement"
            align="start"
            eyebrow={<Trans>How we work</Trans>}
            title={<Trans>Five steps, a fixed price after the first</Trans>}
            intro={<Trans>A typical engagement takes five months, from the health check to your team closing on its own.</Trans>}
          />
          <Steps layout="timeline" steps={ENGAGEMENT.map((step) => ({ key: step.key, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="finance-questions">
        <SectionHeader id="finance-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What finance directors ask us first</Trans>} />
        <Faq name="finance-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <Section id="finance-consultation" muted>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="finance-consultation"
              align="start"
              eyebrow={<Trans>Consultation</Trans>}
              title={<Trans>Book a consultation</Trans>}
              intro={
                <Trans>
                  An hour with a consultant who has closed the books of companies like yours: about your close, your e-invoicing obligations or your group's
                  consolidation.
                </Trans>
              }
            />
            <ul className="mt-8 space-y-3">
              {CONSULTATION_POINTS.map((point) => (
                <li key={point.id} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                  <Icon name="check" className="mt-0.5 size-5 text-emerald-600 dark:text-emerald-400" />
                  <span>{i18n._(point)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-700 dark:bg-slate-950">
            <Form aria-labelledby="finance-consultation" />
          </div>
        </div>
      </Section>
    </>
  )
}
