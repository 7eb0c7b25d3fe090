// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dashboardImage } from './dashboard-image'

describe('dashboardImage', () => {
  it('picks the screenshot of the language and falls back to English', () => {
    expect(dashboardImage('tr')).toBe('/images/home/dashboard-tr.svg')
    expect(dashboardImage('en')).toBe('/images/home/dashboard-en.svg')
    expect(dashboardImage('de')).toBe('/images/home/dashboard-de.svg')
    expect(dashboardImage('fr')).toBe('/images/home/dashboard-en.svg')
  })
})
