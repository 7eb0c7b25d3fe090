import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumb } from '~/components/breadcrumb'
import { ExamplesNote } from '~/components/example-mark'
import { CallToAction } from '~/components/sections/call-to-action'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { TeamStrip } from '~/components/sections/team-strip'
import { LazyTestimonials } from '~/components/sections/lazy-testimonials'
import type { Lang } from '~/lib/languages'
import { studioTestimonialLabels, type StudioTestimonial } from './studio-testimonials'
import { CLIENT_NAMES } from '~/site/facts'

const ART = '/images/demos/creative'

// The portfolio: drawn artworks of six projects; `wide` ones span the grid and are drawn 2:1.
const WORK: readonly { slug: string; wide?: true; client: string; discipline: MessageDescriptor; title: MessageDescriptor; alt: MessageDescriptor }[] = [
  {
    slug: 'nova-identity',
    wide: true,
    client: CLIENT_NAMES['nova-energy'],
    discipline: msg`Brand identity`,
    title: msg`An identity that works from the app icon to the wind farm sign`,
    alt: msg`A four-pointed spark mark in amber and green on a dark grid, beside a palette of colour tiles and two wave lines`,
  },
  {
    slug: 'marmara-illustration',
    client: CLIENT_NAMES['marmara-health'],
    discipline: msg`Illustration`,
    title: msg`Friendly pictures for a patient app`,
    alt: msg`A phone showing a heart, a calendar and a medicine reminder on green hills under the sun, with a check mark and a clock beside it`,
  },
  {
    slug: 'kuzey-motion',
    client: CLIENT_NAMES['kuzey-tekstil'],
    discipline: msg`Motion design`,
    title: msg`Motion that shows a loom's state at a glance`,
    alt: msg`A square turning along a dashed curve, its earlier positions fading, with an easing curve and a timeline below`,
  },
  {
    slug: 'vega-product',
    wide: true,
    client: CLIENT_NAMES['vega-retail'],
    discipline: msg`Product design`,
    title: msg`A checkout in three calm steps`,
    alt: msg`Three phone screens in a row: a cart with two products, a payment form and a confirmation with a large check mark`,
  },
  {
    slug: 'polar-icons',
    client: CLIENT_NAMES['polar-systems'],
    discipline: msg`Icon design`,
    title: msg`An icon family for cold-chain service`,
    alt: msg`Nine rounded tiles with line icons: a snowflake, a gauge, a wrench, a card, a thermometer, a truck, a trend line, a star and a crosshair`,
  },
  {
    slug: 'field-launch',
    client: 'Storm Field',
    discipline: msg`Storyboard and launch film`,
    title: msg`A launch film for our own field-service app`,
    alt: msg`A storyboard of six frames: a service van, a map pin, a phone with a work order, hills under the sun, a wave and a check mark, above a timeline`,
  },
]

const PRINCIPLES: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Start from the product`,
    text: msg`We learn how your software is used before we draw: a brand for an ERP has to work on a shop-floor screen, not only on a poster.`,
  },
  {
    title: msg`Draw a system, not a picture`,
    text: msg`Every identity, illustration set and icon family comes with its rules, so your own team can make the next one.`,
  },
  {
    title: msg`Move with a purpose`,
    text: msg`Motion that explains a change or guides the eye, never for its own sake, and always with a still version for people who turn motion off.`,
  },
  {
    title: msg`Hand over in code`,
    text: msg`Colours, type, icons and animations delivered as design tokens, SVG files and components that your developers can use the same day.`,
  },
]

// The studio's people: illustrated avatars, as on the team page.
const TEAM: readonly { slug: string; name: string; role: MessageDescriptor }[] = [
  { slug: 'ece-yildiz', name: 'Ece Yıldız', role: msg`Creative director, Eskişehir` },
  { slug: 'lena-hoffmann', name: 'Lena Hoffmann', role: msg`Brand designer, Berlin` },
  { slug: 'tom-fletcher', name: 'Tom Fletcher', role: msg`Motion designer, London` },
  { slug: 'baran-koc', name: 'Baran Koç', role: msg`Illustrator, Istanbul` },
]

const TESTIMONIALS: readonly StudioTestimonial[] = [
  {
    key: 'nova-energy',
    quote: msg`Our old logo fell apart on a phone screen. The new mark reads at sixteen pixels and on a turbine forty metres up, and our own designers now make new material without calling anyone.`,
    name: 'Deniz Aydemir',
    jobTitle: msg`Head of marketing`,
    company: CLIENT_NAMES['nova-energy'],
  },
  {
    key: 'marmara-health',
    quote: msg`The illustrations made our patient app feel kind. Older patients tell the nurses they like the pictures, and the reminder screen is the one they understand first.`,
    name: 'Gül Erdem',
    jobTitle: msg`Digital services manager`,
    company: CLIENT_NAMES['marmara-health'],
  },
  {
    key: 'kuzey-tekstil',
    quote: msg`A stopped loom now pulses on the hall screen, so the shift leader sees it from across the hall. Small motion, big difference, and it stays still for anyone who switches motion off.`,
    name: 'Murat Şen',
    jobTitle: msg`Production manager`,
    company: CLIENT_NAMES['kuzey-tekstil'],
  },
  {
    key: 'vega-retail',
    quote: msg`The studio redrew our checkout with us, not for us. Three steps instead of five, and the components went straight into our design system.`,
    name: 'Hannah Brooks',
    jobTitle: msg`Product lead`,
    company: CLIENT_NAMES['vega-retail'],
  },
]

/**
 * The creative agency demo: Storm's creative studio (brand identity, illustration, motion and
 * product design for software products), portfolio first: the work as large drawn artworks, then
 * the studio's approach, its people, the clients' words and the call to action. The testimonial
 * carousel is a lazily loaded part, which the route preloads.
 */
export function CreativeStudioPage({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  return (
    <>
      <Hero
        layout="centered"
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Storm creative studio</Trans>}
        title={<Trans>Brands, pictures and motion for software people remember</Trans>}
        intro={
          <Trans>
            We are the designers and illustrators inside a software company. We give products a face: the mark, the pictures, the movement and the screens,
            drawn to work in the code as well as they do on paper.
          </Trans>
        }
        points={[msg`Brand identity and logo systems`, msg`Illustration and icon families`, msg`Motion and product films`, msg`Product design for web and mobile`].map((point) =>
          i18n._(point),
        )}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">Start a design project</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See the case studies</Trans>, to: { page: 'portfolio/masonry' } }}
          />
        }
      />

      <Section id="creative-work">
        <SectionHeader id="creative-work" eyebrow={<Trans>Selected work</Trans>} title={<Trans>Six projects, drawn by hand and shipped in code</Trans>} />
        <ul aria-describedby="creative-work-examples" className="mt-12 grid gap-8 md:grid-cols-2">
          {WORK.map((work, index) => (
            <li key={work.slug} className={work.wide === true ? 'md:col-span-2' : ''}>
              <img
                src={`${ART}/${work.slug}.svg`}
                alt={i18n._(work.alt)}
                width={work.wide === true ? 1200 : 800}
                height={600}
                loading={index === 0 ? undefined : 'lazy'}
                decoding="async"
                className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
              />
              <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">
                <span data-content>{work.client}</span> · {i18n._(work.discipline)}
              </p>
              <h3 className="mt-1 text-xl font-bold text-balance text-slate-900 dark:text-white">{i18n._(work.title)}</h3>
            </li>
          ))}
        </ul>
        <ExamplesNote id="creative-work-examples" className="mt-8" />
      </Section>

      <Section id="creative-approach" muted>
        <SectionHeader
          id="creative-approach"
          eyebrow={<Trans>Our approach</Trans>}
          title={<Trans>Design that still works on the hundredth screen</Trans>}
          intro={<Trans>A studio inside a software company draws differently: for screens of every size, for both themes, and for the developers who build it.</Trans>}
        />
        <ol className="mt-12 grid gap-x-12 gap-y-10 md:grid-cols-2">
          {PRINCIPLES.map((principle, index) => (
            <li key={principle.title.id} className="flex gap-6">
              <span aria-hidden="true" className="text-5xl leading-none font-extrabold text-indigo-600 dark:text-indigo-300">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{i18n._(principle.title)}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(principle.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="creative-team">
        <SectionHeader
          id="creative-team"
          eyebrow={<Trans>The studio</Trans>}
          title={<Trans>Four people, four offices, one sketchbook</Trans>}
          intro={<Trans>Our designers sit next to the engineers in Eskişehir, Berlin, London and Istanbul, so every drawing is checked by someone who will build it.</Trans>}
        />
        <TeamStrip
          className="mx-auto mt-12 max-w-3xl"
          lang={lang}
          columns={4}
          aria-labelledby="creative-team"
          members={TEAM.map((member) => ({ slug: member.slug, name: member.name, role: i18n._(member.role), avatar: `${ART}/${member.slug}.svg` }))}
        />
      </Section>

      <Section id="creative-testimonials" muted>
        <SectionHeader id="creative-testimonials" eyebrow={<Trans>Clients</Trans>} title={<Trans>What our clients say about the work</Trans>} />
        <LazyTestimonials
          className="mt-12"
          labels={studioTestimonialLabels(i18n)}
          testimonials={TESTIMONIALS.map((item) => ({ key: item.key, quote: i18n._(item.quote), name: item.name, jobTitle: i18n._(item.jobTitle), company: item.company }))}
        />
      </Section>

      <CallToAction lang={lang} id="creative-cta" />
    </>
  )
}
