// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { env } from '~/lib/env'
import { server } from '../node'
import {
  newsProxyEmptyBody,
  newsProxyEmptyFeed,
  newsProxyHtmlErrorPage,
  newsProxyMalformedXml,
  newsProxyNetworkError,
  newsProxyServerError,
} from './news'

const proxy = (feed: string) => fetch(`${env.VITE_NEWS_PROXY}?url=${encodeURIComponent(feed)}`)

describe('newsHandlers', () => {
  it.each([
    [env.VITE_NEWS_FEED_TR, '<rss', 'application/rss+xml'],
    [env.VITE_NEWS_FEED_EN, '<rss', 'application/rss+xml'],
    [env.VITE_NEWS_FEED_DE, '<feed', 'application/atom+xml'],
  ])('answers %s with its fixture feed', async (feed, root, type) => {
    const response = await proxy(feed)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain(type)
    expect(await response.text()).toContain(root)
  })

  it('serves stand-in pictures for the fixture feeds\' images, so the demo loads nothing from their sites', async () => {
    const response = await fetch('https://ichef.bbci.co.uk/ace/standard/960/cpsprodpb/9f1c/live/a.jpg')
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg /)
  })

  it('answers 400 without a valid url and 404 for a feed it does not know', async () => {
    expect((await fetch(env.VITE_NEWS_PROXY)).status).toBe(400)
    expect((await proxy('javascript:alert(1)')).status).toBe(400)
    expect((await proxy('https://unknown.example.com/feed')).status).toBe(404)
  })

  it('fails on demand in each of the ways the real proxy does', async () => {
    server.use(newsProxyServerError)
    expect((await proxy(env.VITE_NEWS_FEED_EN)).status).toBe(500)
    server.use(newsProxyNetworkError)
    await expect(proxy(env.VITE_NEWS_FEED_EN)).rejects.toThrow()
    server.use(newsProxyMalformedXml)
    expect(await (await proxy(env.VITE_NEWS_FEED_EN)).text()).toMatch(/<\/ti$/)
    server.use(newsProxyHtmlErrorPage)
    expect(await (await proxy(env.VITE_NEWS_FEED_EN)).text()).toMatch(/^<!DOCTYPE html>/)
    server.use(newsProxyEmptyBody)
    expect(await (await proxy(env.VITE_NEWS_FEED_EN)).text()).toBe('')
    server.use(newsProxyEmptyFeed)
    expect(await (await proxy(env.VITE_NEWS_FEED_EN)).text()).not.toContain('<item')
  })
})
