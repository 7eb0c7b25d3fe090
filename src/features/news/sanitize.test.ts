// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decodeEntities, firstImageSource, toHttpUrl, toPlainText, truncate } from './sanitize'

describe('toPlainText', () => {
  it('keeps text and drops tags, comments and the content of scripts and styles', () => {
    expect(toPlainText('<p>One<br>two</p><!-- x --><script>alert(1)</script><style>p{}</style><b>three</b>', 100)).toBe('One two three')
  })

  it('keeps a "<" that starts no tag, and drops an unterminated tag with what follows', () => {
    expect(toPlainText('5 < 6 and 7 <8', 100)).toBe('5 < 6 and 7 <8')
    expect(toPlainText('Visible <img src="x" onerror="alert(1)" never closed', 100)).toBe('Visible')
  })

  it('decodes entities after stripping, so escaped markup stays text', () => {
    expect(toPlainText('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;', 100)).toBe('<b>bold</b> & "quoted"')
  })

  it('runs in linear time on hostile markup', () => {
    const started = performance.now()
    toPlainText('<script'.repeat(50_000), 100)
    toPlainText('<!--'.repeat(50_000), 100)
    toPlainText('<a '.repeat(50_000), 100)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown names alone', () => {
    expect(decodeEntities('&uuml;&#252;&#xFC; &gbreve;&scedil; &madeup;')).toBe('üüü ğş &madeup;')
  })

  it('turns invalid code points into the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD')
  })
})

describe('truncate', () => {
  it('cuts at a word boundary with an ellipsis, without splitting characters', () => {
    expect(truncate('alpha beta gamma delta', 15)).toBe('alpha beta…')
    expect(truncate('😀😀😀😀😀', 3)).toBe('😀😀…')
    expect(truncate('short', 10)).toBe('short')
  })
})

describe('toHttpUrl', () => {
  it('accepts http(s) and resolves relative addresses', () => {
    expect(toHttpUrl('https://example.com/a b')).toBe('https://example.com/a%20b')
    expect(toHttpUrl('/path', 'https://example.com/feed')).toBe('https://example.com/path')
    expect(toHttpUrl('//cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg')
  })

  it('refuses other schemes, credentials, relative addresses without a base and huge input', () => {
    for (const raw of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'https://a@b.example', '/relative', '', `https://e.com/${'a'.repeat(3000)}`]) {
      expect(toHttpUrl(raw)).toBeNull()
    }
  })
})

describe('firstImageSource', () => {
  it('finds the first real image, skipping tracking pixels, with entities decoded', () => {
    expect(firstImageSource('<p><img width="1" height="1" src="https://t.example/p.gif"><img alt="" src=\'https://x.example/a.jpg?a=1&amp;b=2\'></p>')).toBe(
      'https://x.example/a.jpg?a=1&b=2',
    )
    expect(firstImageSource('<img data-src="lazy.jpg"> no image')).toBeNull()
  })
})
