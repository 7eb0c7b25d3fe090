// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { embedUrl, nextVideoState, parseVideoSource, showsStill } from './video-background-state'

describe('parseVideoSource', () => {
  it('recognises YouTube addresses', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    ]) {
      expect(parseVideoSource(address), address).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' })
    }
    expect(parseVideoSource('https://www.youtube.com/watch?v=short')).toBeNull()
  })

  it('recognises Vimeo addresses', () => {
    expect(parseVideoSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' })
    expect(parseVideoSource('https://player.vimeo.com/video/76979871?h=abc')).toEqual({ kind: 'vimeo', id: '76979871' })
    expect(parseVideoSource('https://vimeo.com/channels/staffpicks')).toBeNull()
  })

  it('recognises local mp4, webm, ogv and ogg files', () => {
    expect(parseVideoSource('/videos/hero.mp4')).toEqual({ kind: 'file', url: '/videos/hero.mp4', type: 'video/mp4' })
    expect(parseVideoSource('/videos/hero.WEBM')).toEqual({ kind: 'file', url: '/videos/hero.WEBM', type: 'video/webm' })
    expect(parseVideoSource('/videos/hero.ogv')?.kind).toBe('file')
    expect(parseVideoSource('/videos/hero.ogg')).toEqual({ kind: 'file', url: '/videos/hero.ogg', type: 'video/ogg' })
  })

  it('rejects other files, other hosts and nonsense', () => {
    expect(parseVideoSource('/videos/hero.avi')).toBeNull()
    expect(parseVideoSource('https://example.com/hero.mp4')).toBeNull()
    expect(parseVideoSource('javascript:alert(1)')).toBeNull()
    expect(parseVideoSource('')).toBeNull()
  })

  it('embeds muted players on privacy-friendly hosts', () => {
    expect(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, true)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*mute=1.*loop=1/)
    expect(embedUrl({ kind: 'vimeo', id: '1' }, false)).toMatch(/^https:\/\/player\.vimeo\.com\/video\/1\?.*muted=1.*dnt=1/)
  })
})

describe('nextVideoState', () => {
  it('plays, pauses and plays again', () => {
    expect(nextVideoState('idle', 'play', false)).toBe('play')
    expect(nextVideoState('play', 'pause', false)).toBe('pause')
    expect(nextVideoState('pause', 'play', false)).toBe('play')
    expect(nextVideoState('idle', 'pause', false)).toBe('idle')
  })

  it('ends without loop and falls back to the still; with loop it keeps playing', () => {
    expect(nextVideoState('play', 'ended', false)).toBe('ended')
    expect(showsStill('ended')).toBe(true)
    expect(nextVideoState('play', 'ended', true)).toBe('play')
    expect(nextVideoState('ended', 'play', false)).toBe('play')
  })

  it('falls back to the still on error, for good', () => {
    expect(nextVideoState('play', 'error', true)).toBe('error')
    expect(nextVideoState('error', 'play', true)).toBe('error')
    expect(showsStill('error')).toBe(true)
    expect(showsStill('play')).toBe(false)
    expect(showsStill('pause')).toBe(false)
  })
})
