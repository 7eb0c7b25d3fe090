import { describe, expect, it } from 'vitest'
import { pictureColorName, pictureIndex, pictureOf } from './pictures'

const hoodie = {
  images: ['/images/shop/storm-hoodie-1.svg', '/images/shop/storm-hoodie-2.svg', '/images/shop/storm-hoodie-3.svg'],
  attributes: {
    colors: [
      { id: 'indigo', name: 'Indigo', image: '/images/shop/storm-hoodie-1.svg' },
      { id: 'black', name: 'Black', image: '/images/shop/storm-hoodie-2.svg' },
      { id: 'grey', name: 'Grey', image: '/images/shop/storm-hoodie-3.svg' },
    ],
  },
}

describe('the picture of a chosen colour', () => {
  it('is the colour’s own picture', () => {
    expect(pictureOf(hoodie, { size: 'm', color: 'black' })).toBe('/images/shop/storm-hoodie-2.svg')
    expect(pictureOf(hoodie, { color: 'grey' })).toBe('/images/shop/storm-hoodie-3.svg')
    expect(pictureIndex(hoodie, { color: 'black' })).toBe(1)
  })

  it('is the product’s first without a colour, or for a colour it does not have', () => {
    expect(pictureOf(hoodie, undefined)).toBe('/images/shop/storm-hoodie-1.svg')
    expect(pictureOf(hoodie, { size: 'm' })).toBe('/images/shop/storm-hoodie-1.svg')
    expect(pictureOf(hoodie, { color: 'red' })).toBe('/images/shop/storm-hoodie-1.svg')
    expect(pictureIndex(hoodie, { color: 'red' })).toBe(0)
  })

  it('names the colour a picture shows, and none for a picture of no one colour', () => {
    expect(pictureColorName(hoodie, '/images/shop/storm-hoodie-2.svg')).toBe('Black')
    expect(pictureColorName(hoodie, '/images/shop/other.svg')).toBeUndefined()
  })
})
