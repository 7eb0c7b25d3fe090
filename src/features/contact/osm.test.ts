// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { osmEmbedUrl, osmMapUrl } from './osm'

describe('OpenStreetMap addresses', () => {
  const point = { lat: 39.7767, lon: 30.5206 }

  it('embeds a small box around the point with a marker on it', () => {
    const url = new URL(osmEmbedUrl(point))
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('layer')).toBe('mapnik')
    expect(url.searchParams.get('marker')).toBe('39.77670,30.52060')
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number)
    expect(west).toBeLessThan(point.lon)
    expect(east).toBeGreaterThan(point.lon)
    expect(south).toBeLessThan(point.lat)
    expect(north).toBeGreaterThan(point.lat)
  })

  it('links to the same point on openstreetmap.org', () => {
    expect(osmMapUrl(point)).toBe('https://www.openstreetmap.org/?mlat=39.77670&mlon=30.52060#map=17/39.77670/30.52060')
  })
})
