/**
 * Serves a build (default `dist/client`) the way a static host or CDN is configured to
 * (scripts/site-server.ts).
 *
 * Plain HTTP/1.1, or, given a key and a certificate (`TLS_KEY`, `TLS_CERT`: PEM files), HTTPS with
 * HTTP/2 as every static host and CDN serves a site today (HTTP/1.1 to a client that offers nothing
 * else). The bench measures the site that way (scripts/bench.ts).
 */
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib'
import { siteHandler } from './site-server.ts'

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

const root = resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

/**
 * Brotli's and gzip's strongest settings, as a CDN precompresses; `COMPRESSION=fast` (the end-to-end
 * tests, on loopback, where bytes cost nothing) takes light settings that compress the ~600 files
 * about ten times faster, so the tests start sooner.
 */
const fast = process.env.COMPRESSION === 'fast'
const BROTLI_QUALITY = fast ? 4 : constants.BROTLI_MAX_QUALITY
const GZIP_LEVEL = fast ? 1 : 9

/** Whether `compressed` exists and was written after `source` (a server before this one made it). */
async function fresh(compressed: string, source: Date): Promise<boolean> {
  try {
    return (await stat(compressed)).mtime >= source
  } catch {
    return false
  }
}

/**
 * Writes .br and .gz next to each text file, as a CDN would serve them; sirv picks them by
 * Accept-Encoding. Compressed on libuv's thread pool, all files at once, so that both cores work.
 * Another server may be serving the same build: a file it already compressed is left alone, and a
 * new one appears whole (written beside, then renamed), never half-written under a reader.
 */
async function precompress(): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const texts = entries.filter((entry) => entry.isFile() && /\.(html|js|css|svg|xml|json|txt|webmanifest)$/.test(entry.name))
  await Promise.all(
    texts.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      const { mtime } = await stat(path)
      if ((await fresh(`${path}.br`, mtime)) && (await fresh(`${path}.gz`, mtime))) return
      const content = await readFile(path)
      if (content.length < 1024) return
      const [br, gz] = await Promise.all([brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), gzip(content, { level: GZIP_LEVEL })])
      const write = async (target: string, data: Buffer) => {
        const temporary = `${target}.${process.pid}.tmp`
        await writeFile(temporary, data)
        await rename(temporary, target)
      }
      await Promise.all([write(`${path}.br`, br), write(`${path}.gz`, gz)])
    }),
  )
}

await precompress()
const handle = await siteHandler(root)

const { TLS_KEY, TLS_CERT } = process.env
const server =
  TLS_KEY === undefined || TLS_CERT === undefined
    ? createServer(handle)
    : createSecureServer({ key: await readFile(TLS_KEY), cert: await readFile(TLS_CERT), allowHTTP1: true }, (req, res) =>
        // Node's HTTP/2 compatibility API gives a request and its response the members of HTTP/1's
        // that sirv and the fallback use (url, headers, setHeader, writeHead, end, a stream piped
        // in), as classes of their own that the types do not relate.
        handle(req as unknown as IncomingMessage, res as unknown as ServerResponse),
      )

server.listen(port, host, () => {
  const scheme = TLS_KEY === undefined || TLS_CERT === undefined ? 'http' : 'https'
  console.log(`Serving ${root} at ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`)
})
