import { test } from 'vitest'
import { atomFeed, rssFeed } from '../../../tests/bench/feeds'
import { parseFeed } from './parse-feed'

const rss1000 = rssFeed(1000)
const atom1000 = atomFeed(1000)
const rss40 = rssFeed(40)

// Run with `npx vitest bench --run src/features/news`. parseFeed reads only a feed's first entries,
// so the xml2js line shows what parsing the whole 1,000-item feed would cost instead.
test(`parseFeed on 1,000 items (RSS ${Math.round(rss1000.length / 1024)} KiB, Atom ${Math.round(atom1000.length / 1024)} KiB)`, async ({ bench }) => {
  const { Parser } = await import('xml2js')
  await bench.compare(
    bench('parseFeed, RSS 2.0, 1,000 items', async () => {
      await parseFeed(rss1000, 'en')
    }),
    bench('parseFeed, Atom, 1,000 entries', async () => {
      await parseFeed(atom1000, 'de')
    }),
    bench('parseFeed, RSS 2.0, 40 items (a typical feed)', async () => {
      await parseFeed(rss40, 'en')
    }),
    bench('xml2js alone, whole RSS 2.0 feed of 1,000 items', async () => {
      await new Parser({ explicitArray: true }).parseStringPromise(rss1000)
    }),
  )
})
