/** Addresses of OpenStreetMap's key-free embed and map pages for a point. */
export interface LatLon {
  lat: number
  lon: number
}

// Half the width and height of the embedded map's box, in degrees: a few streets around the point.
const HALF_LON = 0.008
const HALF_LAT = 0.005

function fixed(value: number): string {
  return value.toFixed(5)
}

export function osmEmbedUrl({ lat, lon }: LatLon): string {
  const bbox = [lon - HALF_LON, lat - HALF_LAT, lon + HALF_LON, lat + HALF_LAT].map(fixed).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`
}

export function osmMapUrl({ lat, lon }: LatLon): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=17/${fixed(lat)}/${fixed(lon)}`
}
