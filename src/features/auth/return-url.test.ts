import { describe, expect, it } from 'vitest'
import { defaultReturnUrl, safeReturnUrl } from './return-url'

describe('safeReturnUrl', () => {
  it.each([
    '/tr',
    '/en',
    '/de',
    '/en/contact',
    '/tr/contact',
    '/de/pricing',
    '/en/about/v1',
    '/tr/help/center',
    '/en/contact?topic=sales',
    '/en/contact#contact-form-heading',
    '/de/faq?q=a%20b#answers',
    '/en/pricing?plan=team&period=monthly',
    '/tr/terms-conditions',
    '/en?ref=header',
  ])('keeps the same-site path %s unchanged', (raw) => {
    expect(safeReturnUrl(raw, 'en')).toBe(raw)
  })

  it.each([
    // Other sites: absolute, protocol-relative, backslash tricks.
    ['https://evil.example/en/contact'],
    ['http://evil.example'],
    ['//evil.example/en/contact'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/en\\..\\..\\evil'],
    ['https:evil.example'],
    // Schemes that run or embed code.
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    // Control characters and whitespace that browsers strip or treat specially.
    ['/en/contact\u0000'],
    ['/\t/evil.example'],
    ['/en/contact\n'],
    [' /en/contact'],
    ['/en/con\u2028tact'],
    // Percent-encoded forms of the above.
    ['/%2F/evil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/en/contact?x=%5C'],
    ['/en/contact%00'],
    ['/en/contact?x=%0d%0aSet-Cookie:a=b'],
    ['/en/%252F%252Fevil'],
    ['javascript%3Aalert(1)'],
    ['/en/%E0%A4%A'],
    // Not a page of this site.
    ['/en/does-not-exist'],
    ['/xx/contact'],
    ['/EN/contact'],
    ['/en/../../evil'],
    ['/en/./contact'],
    ['/en/contact/'],
    ['/en//contact'],
    ['en/contact'],
    ['contact'],
    ['?returnUrl=/en'],
    ['#/en/contact'],
    // Empty and other types.
    [''],
    [undefined],
    [null],
    [42],
    [['/en/contact']],
    [{ toString: () => '/en/contact' }],
    [`/en/contact?${'a'.repeat(3000)}`],
  ])('falls back to the profile page for %j', (raw) => {
    expect(safeReturnUrl(raw, 'de')).toBe('/de/account/profile')
  })

  it('falls back to the profile page in the visitor language', () => {
    expect(defaultReturnUrl('tr')).toBe('/tr/account/profile')
    expect(safeReturnUrl('//evil.example', 'tr')).toBe('/tr/account/profile')
    expect(safeReturnUrl('//evil.example', 'en')).toBe('/en/account/profile')
  })
})
