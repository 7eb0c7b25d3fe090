// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isPrivatePage, servedNotFoundPath } from './site-pages'

describe('servedNotFoundPath', () => {
  it('maps an unknown path under a language to that language’s 404 page', () => {
    expect(servedNotFoundPath('/en/no/such/page')).toBe('/en/404')
    expect(servedNotFoundPath('/de/kontakt')).toBe('/de/404')
    expect(servedNotFoundPath('/tr/contact/extra/')).toBe('/tr/404')
    expect(servedNotFoundPath('/en/shop/single/no-such-product')).toBe('/en/404')
    expect(servedNotFoundPath('/de/shop')).toBe('/de/404')
  })

  it('leaves the pages of the site alone, with or without a trailing slash', () => {
    for (const path of ['/tr', '/en/', '/de/contact', '/en/contact/', '/tr/about/v1', '/de/auth/sign-in', '/en/404', '/de/shop/grid', '/en/shop/single/ceramic-mug/', '/tr/account/wishlist']) {
      expect(servedNotFoundPath(path)).toBeNull()
    }
  })

  it('leaves paths without a valid language to the language redirect', () => {
    expect(servedNotFoundPath('/')).toBeNull()
    expect(servedNotFoundPath('/contact')).toBeNull()
    expect(servedNotFoundPath('/EN/contact')).toBeNull()
    expect(servedNotFoundPath('/fr/whatever')).toBeNull()
  })
})

describe('isPrivatePage', () => {
  it('marks the account pages and the signed-out page, not the public ones', () => {
    expect(isPrivatePage('account/profile')).toBe(true)
    expect(isPrivatePage('account/order-history')).toBe(true)
    expect(isPrivatePage('pages-logout')).toBe(true)
    expect(isPrivatePage('auth/sign-in')).toBe(false)
    expect(isPrivatePage('contact')).toBe(false)
    expect(isPrivatePage('')).toBe(false)
  })
})
