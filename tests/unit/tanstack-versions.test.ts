// @vitest-environment node
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

const ManifestSchema = v.object({
  version: v.optional(v.string()),
  dependencies: v.optional(v.record(v.string(), v.string()), {}),
  devDependencies: v.optional(v.record(v.string(), v.string()), {}),
  peerDependencies: v.optional(v.record(v.string(), v.string()), {}),
})

const manifest = (path: string) => v.parse(ManifestSchema, JSON.parse(readFileSync(path, 'utf8')))
const installed = (name: string) => manifest(`node_modules/${name}/package.json`)
const own = manifest('package.json')
const pinned = (name: string): string | undefined => own.dependencies[name] ?? own.devDependencies[name]

/** `^1.170.46` holds 1.170.46 and later 1.x; an exact version holds itself. */
function satisfies(version: string, range: string): boolean {
  const parts = (text: string) => text.replace(/^[\^~]/, '').split('.').map(Number)
  const [major = 0, minor = 0, patch = 0] = parts(version)
  const [wantMajor = 0, wantMinor = 0, wantPatch = 0] = parts(range)
  if (!range.startsWith('^')) return version === range
  return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch))
}

// The router packages of one TanStack release: Start names the router and (through its Vite plugin's
// core) the router plugin it was released with. Their version numbers differ (each package counts
// its own releases), which is why the set is read from Start's own manifests, not from the numbers.
const RELEASE = ['@tanstack/react-start', '@tanstack/react-router', '@tanstack/router-plugin', '@tanstack/react-router-devtools']

describe('the TanStack router packages', () => {
  it('are pinned to exact versions, so that they move only together', () => {
    for (const name of RELEASE) expect(pinned(name), name).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it("are the versions TanStack Start's release names", () => {
    const start = installed('@tanstack/react-start')
    expect(start.version).toBe(pinned('@tanstack/react-start'))
    expect(pinned('@tanstack/react-router')).toBe(start.dependencies['@tanstack/react-router'])
    const pluginCore = installed('@tanstack/start-plugin-core')
    expect(start.dependencies['@tanstack/start-plugin-core']).toBe(pluginCore.version)
    expect(pinned('@tanstack/router-plugin')).toBe(pluginCore.dependencies['@tanstack/router-plugin'])
  })

  it('share one router core, which the devtools accept', () => {
    const core = installed('@tanstack/router-core').version ?? ''
    for (const name of ['@tanstack/react-router', '@tanstack/router-plugin', '@tanstack/start-plugin-core']) {
      expect(installed(name).dependencies['@tanstack/router-core'], name).toBe(core)
    }
    const devtools = installed('@tanstack/react-router-devtools')
    expect(devtools.version).toBe(pinned('@tanstack/react-router-devtools'))
    expect(satisfies(pinned('@tanstack/react-router') ?? '', devtools.peerDependencies['@tanstack/react-router'] ?? '')).toBe(true)
    expect(satisfies(core, devtools.peerDependencies['@tanstack/router-core'] ?? '')).toBe(true)
    const lock = v.parse(v.object({ packages: v.record(v.string(), v.unknown()) }), JSON.parse(readFileSync('package-lock.json', 'utf8')))
    expect(Object.keys(lock.packages).filter((path) => path.endsWith('node_modules/@tanstack/router-core'))).toEqual(['node_modules/@tanstack/router-core'])
  })
})
