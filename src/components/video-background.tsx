import { useLingui } from '@lingui/react/macro'
import { useEffect, useReducer, useRef, type ReactNode } from 'react'
import { useReducedMotion } from '~/lib/use-reduced-motion'
import { embedUrl, nextVideoState, parseVideoSource, showsStill, type VideoEvent, type VideoState } from '~/components/video-background-state'

const SERVICE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/**
 * The players' sandbox, as small as they still play in: their scripts, their own origin (the player
 * keeps its state there; it stays the video host's, so the pair cannot reach this page), and the
 * Presentation API, which YouTube's player asks for as it starts (it throws without it). No popups,
 * forms, downloads or top navigation: the player is a background the visitor cannot click.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation'

const controlClass =
  'inline-flex items-center gap-2 rounded-full bg-slate-950/80 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * A video behind content (SPEC.md §4) from YouTube, Vimeo or a local file, over a still image.
 * YouTube and Vimeo load nothing until the visitor presses play (the button names the service);
 * a local file starts muted on its own unless the visitor prefers reduced motion. A pause button
 * is always there while the video runs. On error, or at the end without loop, the still returns.
 */
export function VideoBackground({
  src,
  still,
  stillWidth = 1280,
  stillHeight = 720,
  loop = true,
  title,
  children,
}: {
  src: string
  still: string
  stillWidth?: number
  stillHeight?: number
  loop?: boolean
  /** Names the video for assistive technology (the iframe's title). */
  title: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  const source = parseVideoSource(src)
  const reducedMotion = useReducedMotion()
  const [state, dispatch] = useReducer((current: VideoState, event: VideoEvent) => nextVideoState(current, event, loop), source === null ? 'error' : 'idle')
  const videoRef = useRef<HTMLVideoElement>(null)

  // A local file plays on its own, muted, unless motion is reduced (checked in the browser only:
  // the prerendered page never autoplays).
  useEffect(() => {
    if (source?.kind !== 'file' || reducedMotion || state !== 'idle') return
    videoRef.current?.play().catch(() => dispatch('error'))
  }, [source?.kind, reducedMotion, state])

  const showStill = showsStill(state) || (source !== null && source.kind !== 'file' && state === 'pause')
  const embedded = source !== null && source.kind !== 'file'
  const service = embedded ? SERVICE_NAMES[source.kind] : ''

  function play() {
    if (source?.kind === 'file') void videoRef.current?.play().catch(() => dispatch('error'))
    else dispatch('play')
  }
  function pause() {
    if (source?.kind === 'file') videoRef.current?.pause()
    else dispatch('pause')
  }

  return (
    <div className="relative isolate overflow-hidden bg-slate-950">
      <img
        src={still}
        alt=""
        width={stillWidth}
        height={stillHeight}
        className={`absolute inset-0 -z-20 h-full w-full object-cover ${showStill ? '' : 'invisible'}`}
      />
      {source?.kind === 'file' && state !== 'error' && (
        <video
          ref={videoRef}
          src={source.url}
          muted
          playsInline
          loop={loop}
          preload="metadata"
          aria-hidden="true"
          onPlay={() => dispatch('play')}
          onPause={() => dispatch('pause')}
          onEnded={() => dispatch('ended')}
          onError={() => dispatch('error')}
          className={`absolute inset-0 -z-10 h-full w-full object-cover ${state === 'ended' ? 'invisible' : ''}`}
        />
      )}
      {embedded && state === 'play' && (
        <iframe
          src={embedUrl(source, loop)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          sandbox={PLAYER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          tabIndex={-1}
          className="pointer-events-none absolute top-1/2 left-1/2 -z-10 aspect-video min-h-full min-w-full -translate-x-1/2 -translate-y-1/2"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-slate-950/55" aria-hidden="true" />
      {children}
      {/* The controls keep to the section's content column (as wide as the page's), not to the
          screen's edge, so they sit under the text they belong to at every width. */}
      <div className="pointer-events-none absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl justify-end gap-2 px-4 sm:px-6 lg:px-8 [&>*]:pointer-events-auto">
        {state === 'play' ? (
          <button type="button" onClick={pause} className={controlClass}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
            </svg>
            {t`Pause video`}
          </button>
        ) : state !== 'error' && source !== null ? (
          <button type="button" onClick={play} className={controlClass}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
            {source.kind === 'file' ? t`Play video` : t`Play video (loads ${service})`}
          </button>
        ) : null}
      </div>
    </div>
  )
}
