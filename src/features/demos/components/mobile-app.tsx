import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumb } from '~/components/breadcrumb'
import type { IconName } from '~/components/icons'
import { AppBadges } from '~/components/sections/app-badges'
import { CallToAction } from '~/components/sections/call-to-action'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, featureItems } from '~/components/sections/feature-grid'
import { FeatureRows } from '~/components/sections/feature-rows'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Quote } from '~/components/sections/quote'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { includedInPlans } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { PRODUCT_NAMES } from '~/site/product-line'
import { CLIENT_NAMES } from '~/site/facts'

const APP = PRODUCT_NAMES.field

const SCREENS: readonly { id: string; eyebrow: MessageDescriptor; title: MessageDescriptor; body: MessageDescriptor; src: string; alt: MessageDescriptor }[] = [
  {
    id: 'work-orders',
    eyebrow: msg`Work orders`,
    title: msg`The day's jobs, in the order they will be done`,
    body: msg`Each technician opens the app to the jobs assigned to them: address, machine, fault description, the checklist to follow and the history of earlier visits. The colour shows at a glance what is waiting, under way or done.`,
    src: '/images/demos/field-work-orders.svg',
    alt: msg`A phone showing a list of work orders, each marked with a coloured status`,
  },
  {
    id: 'photos-signature',
    eyebrow: msg`Photos and signatures`,
    title: msg`Proof of the work, captured on site`,
    body: msg`Photos before and after the repair are attached to the work order, not to a chat. The customer signs on the screen, and the service report reaches their inbox as a PDF before the van has left the yard.`,
    src: '/images/demos/field-photos-signature.svg',
    alt: msg`A phone showing four photos of a job and a signature field with a confirm button`,
  },
  {
    id: 'route-parts',
    eyebrow: msg`Route and spare parts`,
    title: msg`The route of the day and the parts in the van`,
    body: msg`The app orders the visits into a route and shows which spare parts each job needs. Parts used are booked from the van's stock as the job closes, so the warehouse knows what to restock tonight.`,
    src: '/images/demos/field-route-parts.svg',
    alt: msg`A phone showing a map with a route between two stops and a list of spare parts below it`,
  },
]

const OFFLINE: readonly { key: string; title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'sync',
    title: msg`Load the day`,
    meta: msg`Before leaving, on Wi-Fi`,
    text: msg`Work orders, checklists, manuals and the van's stock are stored on the phone, encrypted.`,
  },
  {
    key: 'work',
    title: msg`Work without signal`,
    meta: msg`In a basement, a plant or a valley`,
    text: msg`Everything works as online: checklists, photos, signatures, parts. Nothing waits for a network.`,
  },
  {
    key: 'queue',
    title: msg`Keep every change`,
    meta: msg`On the phone, in order`,
    text: msg`Each change is queued with the time it was made. A flat battery or a closed app loses nothing.`,
  },
  {
    key: 'send',
    title: msg`Send it when back online`,
    meta: msg`Automatically, in the background`,
    text: msg`The queue goes to the office in seconds. If a dispatcher changed the same job, both versions are shown to decide.`,
  },
]

const DETAILS: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: 'data-protection', title: msg`Encrypted on the device`, text: msg`Data on the phone is encrypted and can be wiped remotely if a phone is lost.` },
  { icon: 'integration', title: msg`Connected to your ERP`, text: msg`Work orders come from and go back to your ERP or service system through Storm Link.` },
  { icon: 'mobile', title: msg`Android and iPhone`, text: msg`One app for both, also on rugged phones and tablets with gloves-friendly buttons.` },
]

// The figures are messages too: each language writes percentages and durations its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`+2`, label: msg`more visits per technician a day, once paper and phone calls are gone` },
  { value: msg`−38%`, label: msg`fewer return visits for a missing part or a forgotten step` },
  { value: msg`Same day`, label: msg`service report and invoice, instead of at the end of the month` },
  { value: msg`4.8 / 5`, label: msg`average rating of the app by the technicians who use it` },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Which phones does Storm Field run on?`,
    answer: msg`On Android 10 or later and on iOS 16 or later, phones and tablets alike. Rugged devices with a barcode scanner are supported too.`,
  },
  {
    question: msg`How long can a technician work offline?`,
    answer: msg`As long as needed. The day's jobs stay on the phone, and changes are kept until the phone is back online, even for several days.`,
  },
  {
    question: msg`Can we use our own checklists and report layout?`,
    answer: msg`Yes. Your team builds checklists in the web office without any coding, and the service report carries your logo and layout.`,
  },
]

/**
 * The mobile app demo: the launch page of Storm Field, Storm's field-service app, told to a service
 * manager whose technicians still work from paper and phone calls.
 */
export function MobileAppPage({ lang }: { lang: Lang }) {
  const { i18n, t } = useLingui()
  const badges = <AppBadges newTab={t`(opens in a new tab)`} />
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>{APP}: the field-service app</Trans>}
        title={<Trans>Every work order in your technicians' pockets, with or without signal</Trans>}
        intro={
          <Trans>
            Jobs, checklists, photos, signatures and spare parts in one app that keeps working in a basement or a valley, and sends everything to the office the
            moment it is back online.
          </Trans>
        }
        points={[msg`Works offline for as long as a job takes`, msg`Service report signed and sent from the site`, msg`Free for your first three technicians for 30 days`].map((point) =>
          i18n._(point),
        )}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Book a demo</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See the plans</Trans>, to: { page: 'pricing' } }}
          />
        }
        aside={
          <div className="flex flex-col items-center gap-8">
            <img
              src="/images/demos/field-hero.svg"
              alt={t`The ${APP} app on a phone: the day's progress and a list of work orders`}
              width={560}
              height={600}
              fetchPriority="high"
              className="h-auto w-full max-w-md"
            />
            {badges}
          </div>
        }
      />

      <Section id="app-screens">
        <SectionHeader
          id="app-screens"
          eyebrow={<Trans>The screens</Trans>}
          title={<Trans>Built for the van, not for the office</Trans>}
          intro={<Trans>Large buttons, few taps and nothing to type twice: the three screens a technician uses all day.</Trans>}
        />
        <div className="mt-12">
          <FeatureRows
            headingLevel={3}
            rows={SCREENS.map((screen) => ({
              id: screen.id,
              eyebrow: i18n._(screen.eyebrow),
              title: i18n._(screen.title),
              body: <p>{i18n._(screen.body)}</p>,
              image: { src: screen.src, alt: i18n._(screen.alt), width: 640, height: 480 },
            }))}
          />
        </div>
      </Section>

      <Section id="app-offline" muted>
        <SectionHeader
          id="app-offline"
          eyebrow={<Trans>Offline-first</Trans>}
          title={<Trans>How it works without a network</Trans>}
          intro={<Trans>The app does not need a signal to do its work. It only needs one, now and then, to share it.</Trans>}
        />
        <div className="mt-12">
          <Steps steps={OFFLINE.map((step) => ({ key: step.key, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
        <div className="mt-16">
          <FeatureGrid
            items={featureItems(DETAILS, i18n)}
          />
        </div>
      </Section>

      <Section id="app-figures">
        <SectionHeader id="app-figures" eyebrow={<Trans>Figures</Trans>} title={<Trans>What service teams measure after three months</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
        <Quote
          className="mx-auto mt-16 max-w-3xl"
          quote={t`I used to spend my evenings typing up reports. Now the customer signs on my phone and the report is in their inbox before I have packed my tools. In the basement of a plant, with no signal, it works just the same.`}
          name="Murat Aksoy"
          jobTitle={t`Service technician`}
          company={CLIENT_NAMES['nova-energy']}
          avatar="/images/demos/technician-avatar.svg"
        />
      </Section>

      <Section id="app-download" muted>
        <SectionHeader
          id="app-download"
          eyebrow={<Trans>Get the app</Trans>}
          title={<Trans>Try {APP} with a job of your own</Trans>}
          intro={<Trans>Install it on a phone, create a work order and send your first signed service report. Free for your first three technicians for 30 days.</Trans>}
        />
        <div className="mt-10 flex justify-center">{badges}</div>
      </Section>

      <Section id="app-questions">
        <SectionHeader id="app-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What service managers ask before the rollout</Trans>} />
        <Faq
          name="app-faq"
          questions={[
            ...QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
            // The price from the plans (src/site/plans.ts).
            { question: t`What does Storm Field cost?`, answer: `${includedInPlans('field', lang, i18n)} ${t`Office users who plan and dispatch need no licence of their own.`}` },
          ]}
        />
      </Section>

      <CallToAction lang={lang} id="app-cta" />
    </>
  )
}
