// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultAppUrl, definedValues, parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('fills every setting with its default', () => {
    const env = parseEnv({})
    expect(env.VITE_SITE_URL).toBe('https://www.stormyazilim.com.tr')
    expect(env.VITE_API_MOCKS).toBe(false)
    expect(env.VITE_NEWS_FEED_DE).toMatch(/^https:\/\//)
  })

  it('reads the mock switch and treats empty values as unset', () => {
    expect(parseEnv({ VITE_API_MOCKS: 'true' }).VITE_API_MOCKS).toBe(true)
    expect(parseEnv(definedValues({ VITE_API_URL: '', VITE_API_MOCKS: '' })).VITE_API_URL).toBe('https://api.stormyazilim.com.tr')
  })

  it('stops with a message naming each invalid variable', () => {
    expect(() => parseEnv({ VITE_API_URL: 'not a url', VITE_API_MOCKS: 'yes' })).toThrow(/VITE_API_URL[\s\S]*VITE_API_MOCKS/)
  })

  it('points VITE_APP_URL at the app subdomain of the site unless it is set', () => {
    expect(parseEnv({}).VITE_APP_URL).toBe('https://app.stormyazilim.com.tr')
    expect(parseEnv({ VITE_SITE_URL: 'https://stormsoftware.de' }).VITE_APP_URL).toBe('https://app.stormsoftware.de')
    expect(parseEnv({ VITE_SITE_URL: 'http://localhost:4173' }).VITE_APP_URL).toBe('http://app.localhost:4173')
    expect(parseEnv({ VITE_APP_URL: 'https://portal.example.com' }).VITE_APP_URL).toBe('https://portal.example.com')
    expect(defaultAppUrl('https://www.example.com/')).toBe('https://app.example.com')
    expect(() => parseEnv({ VITE_APP_URL: 'app' })).toThrow(/VITE_APP_URL/)
  })

  it('leaves analytics off unless an analytics URL is set', () => {
    expect(parseEnv({}).VITE_ANALYTICS_URL).toBeUndefined()
    expect(parseEnv(definedValues({ VITE_ANALYTICS_URL: '' })).VITE_ANALYTICS_URL).toBeUndefined()
    expect(parseEnv({ VITE_ANALYTICS_URL: 'https://analytics.example.com' }).VITE_ANALYTICS_URL).toBe('https://analytics.example.com')
    expect(() => parseEnv({ VITE_ANALYTICS_URL: 'analytics' })).toThrow(/VITE_ANALYTICS_URL/)
  })
})
