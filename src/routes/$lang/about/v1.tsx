import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '~/components/button'
import { VideoBackground } from '~/components/video-background'
import { AboutContent } from '~/features/content-pages/components/about-content'
import { PageIntro } from '~/components/sections/page-intro'
import { pageHead } from '~/features/seo/head'

/** The hero's video: a YouTube film that loads only when the visitor presses play. */
const ABOUT_HERO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
/** The careers band's video: a short self-hosted loop that plays muted on its own (not under reduced motion). */
const CAREERS_BAND_VIDEO = '/videos/storm-office.webm'
const STILL = '/images/about/hero-still.svg'

export const Route = createFileRoute('/$lang/about/v1')({
  head: pageHead,
  component: AboutPage,
})

function AboutPage() {
  const { lang } = Route.useParams()
  const { t } = useLingui()
  return (
    <>
      <VideoBackground src={ABOUT_HERO_VIDEO} still={STILL} title={t`A short film about our team`}>
        {/* The hero is dark in both themes: its text sits on the video. */}
        <div data-theme="dark" className="mx-auto max-w-7xl px-4 pt-16 pb-28 text-white sm:px-6 lg:px-8 lg:pt-24 lg:pb-36">
          <PageIntro lang={lang} />
        </div>
      </VideoBackground>
      <AboutContent lang={lang} heading={<Trans>What we stand for</Trans>} />
      <section aria-labelledby="about-careers-heading">
        <VideoBackground src={CAREERS_BAND_VIDEO} still={STILL} title={t`Our office in Eskişehir`}>
          <div data-theme="dark" className="mx-auto max-w-7xl px-4 pt-14 pb-24 text-white sm:px-6 lg:px-8">
            <h2 id="about-careers-heading" className="text-3xl font-bold tracking-tight">
              <Trans>Work with us</Trans>
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-100">
              <Trans>We are hiring in Eskişehir and remotely across Türkiye.</Trans>
            </p>
            <ButtonLink lang={lang} page="career" variant="on-dark" className="mt-6">
              <Trans>See the open positions</Trans>
            </ButtonLink>
          </div>
        </VideoBackground>
      </section>
    </>
  )
}
