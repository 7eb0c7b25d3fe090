// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getI18n } from '~/lib/i18n'
import { fetchCatalog } from '../catalog/api'
import { describeOrderedItem } from './choice-text'

describe('describeOrderedItem', () => {
  it("names an ordered line by its product and its size and colour, in the catalog's language, with the colour's picture", async () => {
    const catalog = await fetchCatalog('en')
    expect(describeOrderedItem(getI18n('en'), catalog, { productId: 'storm-hoodie', choice: { size: 'm', color: 'black' } })).toEqual({
      name: 'Storm hoodie',
      choice: 'Size: M · Colour: Black',
      image: '/images/shop/storm-hoodie-2.svg',
    })
  })

  it("has no choice text for a line ordered before the shop offered choices, and the product's first picture", async () => {
    const catalog = await fetchCatalog('en')
    expect(describeOrderedItem(getI18n('en'), catalog, { productId: 'storm-hoodie' })).toEqual({
      name: 'Storm hoodie',
      choice: '',
      image: '/images/shop/storm-hoodie-1.svg',
    })
  })

  it('names a product the shop no longer has by its id', async () => {
    const catalog = await fetchCatalog('en')
    expect(describeOrderedItem(getI18n('en'), catalog, { productId: 'retired-scarf', choice: { size: 'm' } })).toEqual({ name: 'retired-scarf', choice: '' })
  })
})
