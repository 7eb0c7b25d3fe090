import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** Every HTML file under a directory: the built pages, for the build steps that rewrite them and their checks. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
}
