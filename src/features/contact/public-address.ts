/**
 * Whether an address names a website on the public internet, the only kind the SEO audit may
 * fetch: the form and the contact service (mocks/handlers/contact.ts) both refuse the rest, so an
 * audit can never be pointed at the service's own network (loopback, private ranges, the cloud
 * metadata address). Hosts are read the way browsers and servers read them (the WHATWG URL parser:
 * `2130706433`, `0x7f000001` and `127.1` all are 127.0.0.1). A name that resolves to a private
 * address can only be caught where it is resolved: the service must check again when it fetches.
 */

type Range = readonly [network: number, prefix: number]

/** IPv4 ranges that are not public (RFC 6890 and its successors), as [network, prefix length]. */
const NON_PUBLIC_IPV4: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8], // "this network", 0.0.0.0 unspecified
  [ipv4(10, 0, 0, 0), 8], // private
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local, the cloud metadata address
  [ipv4(172, 16, 0, 0), 12], // private
  [ipv4(192, 0, 0, 0), 24], // protocol assignments
  [ipv4(192, 0, 2, 0), 24], // documentation
  [ipv4(192, 168, 0, 0), 16], // private
  [ipv4(198, 18, 0, 0), 15], // benchmarking
  [ipv4(198, 51, 100, 0), 24], // documentation
  [ipv4(203, 0, 113, 0), 24], // documentation
  [ipv4(224, 0, 0, 0), 4], // multicast
  [ipv4(240, 0, 0, 0), 4], // reserved, broadcast
]

/** Names that never reach the public internet, whatever comes before them. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home.arpa', 'corp', 'invalid']

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0
}

function inRange(address: number, [network, prefix]: Range): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0
  return (address & mask) >>> 0 === network
}

/** The dotted quad the URL parser writes for an IPv4 host, as a number; null for a name. */
function parseIpv4(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (match === null) return null
  const [a, b, c, d] = match.slice(1).map(Number)
  if (a === undefined || b === undefined || c === undefined || d === undefined) return null
  return ipv4(a, b, c, d)
}

const isPublicIpv4 = (address: number) => !NON_PUBLIC_IPV4.some((range) => inRange(address, range))

/** The eight 16-bit groups of an IPv6 host as the URL parser writes it (`[::1]`); null if it is none. */
function parseIpv6(host: string): number[] | null {
  if (!host.startsWith('[') || !host.endsWith(']')) return null
  const text = host.slice(1, -1)
  const [head = '', tail, ...more] = text.split('::')
  if (more.length > 0) return null
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)))
  const start = groups(head)
  const end = tail === undefined ? [] : groups(tail)
  const zeros = tail === undefined ? 0 : 8 - start.length - end.length
  const all = [...start, ...Array<number>(Math.max(zeros, 0)).fill(0), ...end]
  return all.length === 8 && all.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? all : null
}

function isPublicIpv6(groups: readonly number[]): boolean {
  const [first = 0, second = 0] = groups
  const allZeroBefore = (count: number) => groups.slice(0, count).every((group) => group === 0)
  if (allZeroBefore(7) && (groups[7] === 0 || groups[7] === 1)) return false // :: unspecified, ::1 loopback
  if (allZeroBefore(5) && groups[5] === 0xffff) {
    // ::ffff:a.b.c.d, an IPv4 address in IPv6 clothes
    const high = groups[6] ?? 0
    const low = groups[7] ?? 0
    return isPublicIpv4(((high << 16) | low) >>> 0)
  }
  if (allZeroBefore(6)) return false // ::a.b.c.d, the deprecated IPv4-compatible form
  if ((first & 0xfe00) === 0xfc00) return false // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false // fec0::/10 old site-local
  if ((first & 0xff00) === 0xff00) return false // ff00::/8 multicast
  if (first === 0x2001 && second === 0x0db8) return false // 2001:db8::/32 documentation
  if (first === 0x0064 && second === 0xff9b) return false // 64:ff9b::/96 NAT64 of any IPv4 address
  return true
}

/** The host exactly as typed between `//` and the path (lower-case, port dropped). */
function typedHost(address: string): string {
  const authority = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i.exec(address)?.[1] ?? ''
  const host = authority.slice(authority.lastIndexOf('@') + 1)
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')).toLowerCase()
}

/**
 * An http(s) address without credentials whose host is a public name (at least two labels, none of
 * the local suffixes) or a public IP address written out in full: not private, loopback,
 * link-local, unspecified, multicast or reserved, and not an IPv4 address in a shorthand
 * (`2130706433`, `0x7f000001`, `127.1`, `0177.0.0.1`), which hides what it names from a reader.
 */
export function isPublicWebAddress(address: string): boolean {
  if (!URL.canParse(address)) return false
  const url = new URL(address)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username !== '' || url.password !== '') return false
  const host = url.hostname
  const v4 = parseIpv4(host)
  if (v4 !== null) return typedHost(address) === host && isPublicIpv4(v4)
  const v6 = parseIpv6(host)
  if (v6 !== null) return isPublicIpv6(v6)
  const name = host.replace(/\.$/, '')
  const labels = name.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return false
  return !LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
}
