import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Breadcrumb } from '~/components/breadcrumb'
import { focusRing } from '~/components/focus-ring'
import { Icon } from '~/components/icon'
import type { IconName } from '~/components/icons'
import { ButtonLink } from '~/components/button'
import { CallToAction } from '~/components/sections/call-to-action'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { Hero, HeroActions } from '~/components/sections/hero'
import { LogoCloud } from '~/components/sections/logo-cloud'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { TeamStrip, type TeamStripMember } from '~/components/sections/team-strip'
import type { Lang } from '~/lib/languages'
import { COMPANY } from '~/site/facts'
import { figureText, type FigureValue } from './figure-value'

// Each card opens the service's own page (locales/<lang>/content/services/<slug>.md).
const SERVICES: readonly { slug: string; icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { slug: 'web', icon: 'web', title: msg`Web applications`, text: msg`Portals, shops and business applications that load fast on a budget phone and stay easy to change for years.` },
  { slug: 'mobile', icon: 'mobile', title: msg`Mobile apps`, text: msg`Apps for iOS and Android from one code base, working offline on the road and published in both stores.` },
  { slug: 'integration', icon: 'integration', title: msg`Integrations`, text: msg`Your ERP, shop, carriers and banks connected through documented interfaces, so orders and invoices flow without retyping.` },
  { slug: 'data', icon: 'chart', title: msg`Data and reporting`, text: msg`One source for your figures and dashboards that management, sales and the shop floor read the same way.` },
  { slug: 'devops', icon: 'devops', title: msg`Cloud and operations`, text: msg`Automated deployments, monitoring and backups in a data centre in Europe, with an on-call engineer when it matters.` },
  { slug: 'ai', icon: 'ai', title: msg`AI features`, text: msg`Forecasts, document reading and assistants built into your product where they save time, with your data kept private.` },
]

// A typical product build of twelve weeks, phase by phase.
const PHASES: readonly { title: MessageDescriptor; weeks: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: msg`Discovery`, weeks: msg`Weeks 1–2`, text: msg`Workshops with your team and your users, a map of the systems to connect and a backlog we agree on together.` },
  { title: msg`Design and architecture`, weeks: msg`Weeks 3–4`, text: msg`A clickable prototype tested with users, and the architecture, interfaces and hosting decided and written down.` },
  { title: msg`First release`, weeks: msg`Weeks 5–8`, text: msg`Two-week sprints with a demo at the end of each; from week six a test version runs on your own devices.` },
  { title: msg`Integrations and hardening`, weeks: msg`Weeks 9–11`, text: msg`Live connections to your ERP and partners, load and security tests, an accessibility review and the data migration.` },
  { title: msg`Launch and handover`, weeks: msg`Week 12`, text: msg`Go-live with our engineers beside your team, training, documentation and a support agreement that starts the same day.` },
]

// Storm's own figures come from the facts; the others are messages, as each language writes them.
const FIGURES: readonly { value: FigureValue; label: MessageDescriptor }[] = [
  { value: { fact: COMPANY.products, plus: true }, label: msg`products shipped for manufacturers, retailers and hospitals since 2013` },
  { value: msg`12 weeks`, label: msg`from the first workshop to a product in your users' hands` },
  { value: { fact: COMPANY.customers, plus: true }, label: msg`customers we look after once their software is live` },
  { value: msg`4.7`, label: msg`average store rating of the mobile apps we published last year` },
]

/**
 * The digital agency demo: Storm as the team that builds a product end to end (web, mobile,
 * integrations), told to a company with a product to launch. The team is loaded by the route and
 * given in `members`.
 */
export function DigitalAgencyPage({ lang, members }: { lang: Lang; members: readonly TeamStripMember[] }) {
  const { i18n } = useLingui()
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Digital products, end to end</Trans>}
        title={<Trans>From the first workshop to the app in the store, one team builds it all</Trans>}
        intro={
          <Trans>
            Storm designs, builds and runs web applications, mobile apps and the integrations behind them. The engineers who built Storm Plan and Storm Field
            build your product too, in Eskişehir, Istanbul, Berlin and London.
          </Trans>
        }
        points={[msg`A working product in twelve weeks`, msg`Web, mobile and integrations from one team`, msg`You own the code, with exclusive rights of use`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Start your project</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Explore our services</Trans>, to: { page: 'services/v1' } }}
          />
        }
        aside={
          <img
            src="/images/demos/digital-build.svg"
            alt={i18n._(msg`A web application and a phone app drawn side by side, connected by lines to a chain of systems and a completed check mark`)}
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] shadow-2xl"
          />
        }
      />

      <Section id="digital-services">
        <SectionHeader
          id="digital-services"
          eyebrow={<Trans>Services</Trans>}
          title={<Trans>Everything a digital product needs</Trans>}
          intro={<Trans>Book one service or the whole build: each is run by a practice lead who has done it for years.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            items={SERVICES.map((service) => ({
              key: service.slug,
              icon: <Icon name={service.icon} className="size-7" />,
              title: (
                <Link to="/$lang/services/$slug" params={{ lang, slug: service.slug }} className={`rounded-sm after:absolute after:inset-0 ${focusRing}`}>
                  {i18n._(service.title)}
                </Link>
              ),
              text: i18n._(service.text),
              footer: (
                <span aria-hidden="true" className="font-semibold text-indigo-700 dark:text-indigo-300">
                  <Trans>Learn more</Trans> →
                </span>
              ),
            }))}
          />
        </div>
      </Section>

      <Section id="digital-clients" muted>
        <SectionHeader id="digital-clients" eyebrow={<Trans>Clients</Trans>} title={<Trans>Companies that launched with us</Trans>} />
        <LogoCloud className="mt-12" />
      </Section>

      <Section id="digital-build">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <SectionHeader
              id="digital-build"
              align="start"
              eyebrow={<Trans>A typical build</Trans>}
              title={<Trans>Twelve weeks to launch</Trans>}
              intro={<Trans>Every project is different, but most of our product builds follow this plan. You see working software every two weeks, not only at the end.</Trans>}
            />
          </div>
          <div className="pl-5">
            <Steps layout="timeline" steps={PHASES.map((phase) => ({ key: phase.title.id, title: i18n._(phase.title), meta: i18n._(phase.weeks), text: i18n._(phase.text) }))} />
          </div>
        </div>
      </Section>

      <Section id="digital-team" muted>
        <SectionHeader
          id="digital-team"
          eyebrow={<Trans>The team</Trans>}
          title={<Trans>The people who will build your product</Trans>}
          intro={<Trans>Our practice leads work on your project themselves, from the first workshop to the launch.</Trans>}
        />
        <TeamStrip
          lang={lang}
          members={members}
          linkToTeam
          aria-labelledby="digital-team"
          className="mt-12"
          action={
            <ButtonLink lang={lang} page="team" variant="text">
              <Trans>Meet the whole team</Trans>
            </ButtonLink>
          }
        />
      </Section>

      <Section id="digital-figures">
        <SectionHeader id="digital-figures" eyebrow={<Trans>In figures</Trans>} title={<Trans>Thirteen years of shipping products</Trans>} />
        <StatsBand stats={FIGURES.map((figure) => ({ value: figureText(i18n, figure.value), label: i18n._(figure.label) }))} />
      </Section>

      <CallToAction lang={lang} id="digital-cta" />
    </>
  )
}
