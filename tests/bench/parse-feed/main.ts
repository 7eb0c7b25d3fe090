import { parseFeed } from '~/features/news/parse-feed'
import { atomFeed, rssFeed } from '../feeds'

interface Timing {
  name: string
  runs: number
  meanMs: number
  p95Ms: number
}

async function time(name: string, runs: number, task: () => Promise<unknown>): Promise<Timing> {
  await task() // warm-up: loads xml2js and the catalog
  const samples: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length
  const round = (value: number) => Math.round(value * 100) / 100
  return { name, runs, meanMs: round(mean), p95Ms: round(samples[Math.floor(samples.length * 0.95)] ?? mean) }
}

async function benchParseFeed(): Promise<Timing[]> {
  const rss = rssFeed(1000)
  const atom = atomFeed(1000)
  return [
    await time('parseFeed, RSS 2.0, 1,000 items', 50, () => parseFeed(rss, 'en')),
    await time('parseFeed, Atom, 1,000 entries', 50, () => parseFeed(atom, 'de')),
  ]
}

Object.assign(window, { benchParseFeed })
