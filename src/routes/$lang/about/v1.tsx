import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VideoBackground } from '~/components/video-background'
import { AboutContent } from '~/features/content-pages/components/about-content'
import { PageIntro } from '~/features/template-pages/components/page-intro'
import { catalogHead } from '../../-components/catalog-head'

/** The hero's video: a YouTube film that loads only when the visitor presses play. */
const ABOUT_HERO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

export const Route = createFileRoute('/$lang/about/v1')({
  head: ({ params }) => catalogHead(params.lang, 'about/v1'),
  component: AboutPage,
})

function AboutPage() {
  const { lang } = Route.useParams()
  const { t } = useLingui()
  return (
    <>
      <VideoBackground src={ABOUT_HERO_VIDEO} still="/images/about/hero-still.svg" title={t`A short film about our team`}>
        {/* The hero is dark in both themes: its text sits on the video. */}
        <div data-theme="dark" className="mx-auto max-w-7xl px-4 pt-16 pb-28 text-white sm:px-6 lg:pt-24 lg:pb-36">
          <PageIntro lang={lang} page="about/v1" />
        </div>
      </VideoBackground>
      <AboutContent lang={lang} heading={<Trans>What we stand for</Trans>} />
    </>
  )
}
