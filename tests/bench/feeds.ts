/** Generated feeds for the parseFeed benchmarks in Node (vitest bench) and in Chromium (npm run bench). */

/** A BBC-like RSS 2.0 feed of `count` items, each with CDATA texts and a media thumbnail. */
export function rssFeed(count: number): string {
  const items = Array.from(
    { length: count },
    (_, n) => `<item>
  <title><![CDATA[Story number ${n}: chip makers race to build smaller AI data centres]]></title>
  <description><![CDATA[<p>Firms are betting that compact, energy-efficient sites will win over businesses wary of the cloud &amp; its costs. Part ${n}.</p>]]></description>
  <link>https://www.bbc.com/news/articles/c${n}xkz1d2po?at_medium=RSS&amp;at_campaign=rss</link>
  <guid isPermaLink="false">https://www.bbc.com/news/articles/c${n}xkz1d2po#0</guid>
  <pubDate>Sat, 21 Nov 2026 14:02:11 GMT</pubDate>
  <media:thumbnail width="240" height="135" url="https://ichef.bbci.co.uk/ace/standard/240/cpsprodpb/9f1c/live/${n}.jpg"/>
</item>`,
  ).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?><rss xmlns:media="http://search.yahoo.com/mrss/" version="2.0"><channel><title>Bench</title><link>https://www.bbc.co.uk/news/technology</link>${items}</channel></rss>`
}

/** A heise-like Atom feed of `count` entries with HTML content holding an image. */
export function atomFeed(count: number): string {
  const entries = Array.from(
    { length: count },
    (_, n) => `<entry>
  <title type="text">Meldung ${n}: Mittelständler setzen auf eigene KI-Modelle</title>
  <link rel="alternate" type="text/html" href="https://www.heise.de/news/Meldung-${n}.html"/>
  <id>http://heise.de/-${n}</id>
  <updated>2026-11-21T15:47:12+01:00</updated>
  <summary type="html">Eine Umfrage zeigt: Jedes dritte Unternehmen trainiert Modelle auf eigenen Daten.</summary>
  <content type="html">&lt;p&gt;&lt;img src="https://heise.cloudimg.io/imgs/${n}.jpg" alt="" /&gt;&lt;/p&gt;&lt;p&gt;Text ${n}&lt;/p&gt;</content>
</entry>`,
  ).join('\n')
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Bench</title><link rel="alternate" href="https://www.heise.de/"/>${entries}</feed>`
}
