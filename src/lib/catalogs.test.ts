// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageCatalogs, pageOfPath } from './catalogs'

describe('the catalogs of a page', () => {
  it('are the language\'s messages and the catalog of the page\'s area', () => {
    expect(pageCatalogs('')).toEqual(['messages', 'home'])
    expect(pageCatalogs('shop/grid')).toEqual(['messages', 'shop'])
    expect(pageCatalogs('shop/single/desk-lamp')).toEqual(['messages', 'shop'])
    expect(pageCatalogs('auth/sign-in')).toEqual(['messages', 'account'])
    expect(pageCatalogs('pages-logout')).toEqual(['messages', 'account'])
    expect(pageCatalogs('account/wishlist')).toEqual(['messages', 'shop', 'account'])
    expect(pageCatalogs('pricing')).toEqual(['messages', 'content'])
    expect(pageCatalogs('help/center')).toEqual(['messages', 'content'])
  })

  it('are the messages alone for a page of no area, however its name begins', () => {
    expect(pageCatalogs('contact')).toEqual(['messages'])
    expect(pageCatalogs('404')).toEqual(['messages'])
    expect(pageCatalogs('blog/grid')).toEqual(['messages'])
    expect(pageCatalogs('shopping')).toEqual(['messages'])
    expect(pageCatalogs('faqs')).toEqual(['messages'])
  })

  it('take the page from an address', () => {
    expect(pageOfPath('/en/shop/grid')).toBe('shop/grid')
    expect(pageOfPath('/en')).toBe('')
    expect(pageOfPath('/en/')).toBe('')
  })
})
