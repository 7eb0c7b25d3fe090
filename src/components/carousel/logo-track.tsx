import type { Ref } from 'react'
import { ClientLogoPicture } from './client-logo-picture'
import type { ClientLogo } from './client-logos'
import { slideBasisClassName, type SlidesPerView } from './slides-per-view'

type LogoTrackProps = {
  logos: readonly ClientLogo[]
  slidesPerView: SlidesPerView
  viewportRef?: Ref<HTMLDivElement>
}

/**
 * The logo row, identical before and after embla takes it over, so loading the carousel never
 * moves the layout. Each logo has both drawings and CSS shows the one of the current theme.
 * Under reduced motion the row wraps, so every logo is visible without any movement.
 */
export function LogoTrack({ logos, slidesPerView, viewportRef }: LogoTrackProps) {
  const basis = slideBasisClassName(slidesPerView)
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <ul className="-ml-[50px] flex touch-pan-y touch-pinch-zoom motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6">
        {logos.map((logo) => (
          <li key={logo.slug} className={`min-w-0 shrink-0 grow-0 pl-[50px] ${basis}`}>
            <ClientLogoPicture logo={logo} className="h-[60px] w-full" />
          </li>
        ))}
      </ul>
    </div>
  )
}
