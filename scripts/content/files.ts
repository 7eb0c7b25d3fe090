/** The content files and collection images on disk, read for the build and the translators' scripts. */
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { COLLECTIONS, type CollectionDefinition } from '../../src/site/content/schemas.ts'
import { buildContent, type ContentFile, type ContentSet } from './collections.ts'

export const CONTENT_GLOB = 'locales/*/content/*/*.md'

export function readContentFiles(root: string): ContentFile[] {
  return globSync(CONTENT_GLOB, { cwd: root })
    .map((path) => path.split('\\').join('/'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
}

/** The files in each collection's `public/images/<dir>/`. */
export function readCollectionImages(root: string): Record<string, string[]> {
  return Object.fromEntries(
    (Object.values(COLLECTIONS) as CollectionDefinition[]).flatMap(({ image }) => {
      if (image === undefined) return []
      const dir = join(root, 'public', 'images', image.dir)
      return [[image.dir, existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((item) => item.isFile()).map((item) => item.name).sort() : []]]
    }),
  )
}

export function loadContent(root: string): ContentSet {
  return buildContent(readContentFiles(root), readCollectionImages(root))
}
