// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withScheme } from './leads'
import { isPublicWebAddress } from './public-address'

// As the form sends them: what the visitor typed, with https:// added where the scheme is missing.
const check = (typed: string) => isPublicWebAddress(withScheme(typed))

describe('isPublicWebAddress', () => {
  it.each([
    // The security review's examples
    ['http://127.0.0.1/', 'loopback'],
    ['2130706433', 'loopback as one decimal number'],
    ['0x7f000001', 'loopback in hex'],
    ['10.0.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254/latest/meta-data/', 'link-local (the cloud metadata address)'],
    ['localhost.', 'single label with a trailing dot'],
    // More of each kind
    ['127.1', 'loopback shorthand'],
    ['0177.0.0.1', 'loopback in octal'],
    ['http://0x08.0x08.0x08.0x08/', 'a public address in hex (a shorthand hides what it names)'],
    ['134744072', 'a public address as one number'],
    ['0.0.0.0', 'unspecified'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://[0:0:0:0:0:0:0:1]:8080/', 'IPv6 loopback written out'],
    ['http://[fc00::1]/', 'IPv6 unique local (fc00::/7)'],
    ['http://[fd12:3456:789a::1]/', 'IPv6 unique local (fd00::/8)'],
    ['http://[fe80::1]/', 'IPv6 link-local (fe80::/10)'],
    ['http://[febf::1]/', 'IPv6 link-local, top of fe80::/10'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata address'],
    ['http://[ff02::1]/', 'IPv6 multicast'],
    ['localhost', 'single label'],
    ['intranet', 'single label'],
    ['http://printer/', 'single label'],
    ['api.localhost', 'under localhost'],
    ['nas.local', 'mDNS'],
    ['db.internal', 'internal'],
    ['router.home.arpa', 'home network'],
    ['https://user:pw@example.com', 'credentials'],
    ['ftp://example.com', 'another scheme'],
    ['javascript:alert(1)', 'script'],
    ['https://', 'no host'],
    ['not a url', 'no address'],
  ])('refuses %s (%s)', (typed) => {
    expect(check(typed)).toBe(false)
  })

  it.each([
    'example.com',
    'https://shop.example.com/path?q=1',
    'http://ege-makina.example',
    'www.stormyazilim.com.tr.',
    'https://8.8.8.8/',
    'http://93.184.215.14:8080/',
    'http://172.32.0.1/',
    'http://[2606:4700:4700::1111]/',
    'https://münchen.de',
  ])('accepts %s', (typed) => {
    expect(check(typed)).toBe(true)
  })
})
