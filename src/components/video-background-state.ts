/** Where a background video comes from (SPEC.md §4): YouTube, Vimeo or a local file. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; url: string; type: 'video/mp4' | 'video/webm' | 'video/ogg' }

const FILE_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', ogg: 'video/ogg' } as const

/** Recognises a video address; null for anything else (the still image is shown then). */
export function parseVideoSource(address: string): VideoSource | null {
  let url: URL
  try {
    url = new URL(address, 'https://local.invalid')
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  if (host === 'youtu.be') return youtube(url.pathname.slice(1))
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = url.searchParams.get('v')
    if (fromQuery !== null) return youtube(fromQuery)
    const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)
    return match?.[1] ? youtube(match[1]) : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)
    return match?.[1] ? { kind: 'vimeo', id: match[1] } : null
  }
  // A local file: same origin (a path), with a known extension.
  if (url.hostname !== 'local.invalid') return null
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase()
  if (extension === undefined || !(extension in FILE_TYPES)) return null
  return { kind: 'file', url: url.pathname + url.search, type: FILE_TYPES[extension as keyof typeof FILE_TYPES] }
}

function youtube(id: string): VideoSource | null {
  return /^[\w-]{11}$/.test(id) ? { kind: 'youtube', id } : null
}

/** The player's address once the visitor pressed play: muted, inline, no related videos. */
export function embedUrl(source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>, loop: boolean): string {
  if (source.kind === 'youtube') {
    const loopParams = loop ? `&loop=1&playlist=${source.id}` : ''
    return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&mute=1&playsinline=1&controls=0&rel=0${loopParams}`
  }
  return `https://player.vimeo.com/video/${source.id}?autoplay=1&muted=1&background=1&loop=${loop ? 1 : 0}&dnt=1`
}

/** idle: the still image, nothing loaded (or autoplay not allowed). */
export type VideoState = 'idle' | 'play' | 'pause' | 'ended' | 'error'
export type VideoEvent = 'play' | 'pause' | 'ended' | 'error'

/** SPEC.md §4: play, pause, ended, error; an error is final, the still stays. */
export function nextVideoState(state: VideoState, event: VideoEvent, loop: boolean): VideoState {
  if (state === 'error') return 'error'
  switch (event) {
    case 'error':
      return 'error'
    case 'play':
      return 'play'
    case 'pause':
      return state === 'play' ? 'pause' : state
    case 'ended':
      return loop ? state : 'ended'
  }
}

/** The still image shows before the video plays, on error, and at the end without loop. */
export function showsStill(state: VideoState): boolean {
  return state === 'idle' || state === 'ended' || state === 'error'
}
