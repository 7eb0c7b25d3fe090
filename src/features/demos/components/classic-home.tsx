import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import type { IconName } from '~/components/icons'
import { ButtonLink } from '~/components/button'
import { CallToAction } from '~/components/sections/call-to-action'
import { FeatureGrid, featureItems } from '~/components/sections/feature-grid'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import type { Lang } from '~/lib/languages'
import { COMPANY } from '~/site/facts'

// What Storm builds, for the company that wants one partner for all of it.
const SERVICES: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'erp',
    title: msg`ERP and MRP`,
    text: msg`Orders, stock, purchasing, production planning and finance in one system, fitted to the way your plant really works.`,
  },
  {
    icon: 'integration',
    title: msg`Integration`,
    text: msg`Your ERP, web shop, carriers, banks and e-invoicing connected, so an order is typed once and never again.`,
  },
  {
    icon: 'chart',
    title: msg`Data and reporting`,
    text: msg`One set of figures for management, sales and the shop floor, on screen every morning and in the inbox every Monday.`,
  },
  {
    icon: 'iot',
    title: msg`IoT and machine data`,
    text: msg`Sensors and gateways on the machines you already have, so downtime, energy and output are measured, not guessed.`,
  },
  {
    icon: 'web',
    title: msg`Web applications`,
    text: msg`Customer portals, supplier portals and internal tools that load fast, work in every browser and are easy to change.`,
  },
  {
    icon: 'mobile',
    title: msg`Mobile apps`,
    text: msg`Apps for your service engineers, drivers and sales team, on Android and iPhone, that keep working without a signal.`,
  },
]

/**
 * The classic demo: Storm's own company home page, calm and complete. One partner for the
 * software a company runs on: what Storm builds, how a project runs, the figures, the clients and
 * their words, the questions, and the way to a first conversation. Everything after the services
 * is a lazily loaded part that the route gives in `More` (ClassicMore), out of the first load.
 */
export function ClassicHomePage({ lang, More }: { lang: Lang; More: ComponentType }) {
  const { i18n } = useLingui()
  const products = COMPANY.products
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Storm, software engineering since 2013</Trans>}
        title={<Trans>One partner for the software your company runs on</Trans>}
        intro={
          <Trans>
            From the ERP in the office to the sensor on the machine, Storm builds, connects and looks after the software of manufacturers, distributors and
            service companies, from Eskişehir, Istanbul, Berlin and London.
          </Trans>
        }
        points={[
          msg({ message: `More than ${products} products live, many of them for ten years`, comment: '{products} is the company figure from the facts (200 today), a number without a plus.' }),
          msg`One contract from the first workshop to support`,
          msg`Engineers who answer the phone after go-live`,
        ].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Start your project</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Get to know us</Trans>, to: { page: 'about/v1' } }}
          />
        }
        aside={
          <img
            src="/images/demos/classic/hero.svg"
            alt={i18n._(
              msg`A factory, an office and a warehouse joined by lines to one shared platform, with a planning board, a chart, a phone and a machine sensor around it`,
            )}
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] shadow-xl ring-1 ring-slate-200 dark:ring-slate-700"
          />
        }
      />

      <Section id="classic-services">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <SectionHeader
              id="classic-services"
              align="start"
              eyebrow={<Trans>What we do</Trans>}
              title={<Trans>The software behind your orders, machines and figures</Trans>}
              intro={<Trans>Six kinds of software, built by one company that knows how they fit together, so no part of your business falls between two suppliers.</Trans>}
            />
            <ButtonLink lang={lang} page="services/v1" variant="text" className="mt-8">
              <Trans>All our services</Trans>
            </ButtonLink>
          </div>
          <FeatureGrid
            columns={2}
            items={featureItems(SERVICES, i18n)}
          />
        </div>
      </Section>

      <More />
      <CallToAction lang={lang} id="classic-cta" />
    </>
  )
}
