/**
 * The dependency audit of `npm test`: the production dependencies (`--omit=dev`: what ships to the
 * visitor and runs the build's server code) may have no known advisory that
 * `scripts/audit-accepted.json` does not accept (README.md, For QA: the dependency audit).
 *
 * `npm audit --omit=dev --json` asks the registry's advisory endpoint. Where that endpoint does not
 * answer (a registry mirror that serves packages only: this workplace's answers 405), the audit
 * checks what the registry itself can tell, whether an installed version is deprecated (which is
 * how many a security fix is announced), and says plainly that advisories went unchecked.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { deprecationFinding, judge, parseAccepted, parseAuditJson, productionPackages, type Finding, type InstalledPackage } from './audit-report.ts'

const ACCEPTED_FILE = 'scripts/audit-accepted.json'

function npm(args: string[]): string {
  return spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout
}

async function deprecations(packages: readonly InstalledPackage[]): Promise<Finding[]> {
  const registry = npm(['config', 'get', 'registry']).trim().replace(/\/?$/, '/')
  const names = [...new Set(packages.map((item) => item.name))]
  const packuments = new Map<string, unknown>()
  const worker = async (): Promise<void> => {
    for (let name = names.pop(); name !== undefined; name = names.pop()) {
      const response = await fetch(`${registry}${name.replace('/', '%2f')}`, { headers: { accept: 'application/vnd.npm.install-v1+json' } })
      if (!response.ok) throw new Error(`The registry answered ${response.status} for ${name}`)
      packuments.set(name, await response.json())
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return packages.flatMap((item) => deprecationFinding(item, packuments.get(item.name)) ?? [])
}

const accepted = parseAccepted(readFileSync(ACCEPTED_FILE, 'utf8'))
const audit = parseAuditJson(npm(['audit', '--omit=dev', '--json']))
let findings: Finding[]
if (audit.kind === 'report') {
  findings = audit.findings
  console.log(`npm audit --omit=dev: ${findings.length} advisor${findings.length === 1 ? 'y' : 'ies'}.`)
} else {
  const packages = productionPackages(readFileSync('package-lock.json', 'utf8'))
  console.warn(`npm audit could not ask for advisories (${audit.reason}): advisories NOT checked.`)
  findings = await deprecations(packages)
  console.log(`Instead: the registry's deprecation notices of the ${packages.length} production packages, ${findings.length} found.`)
}

const verdict = judge(findings, accepted, new Date().toISOString().slice(0, 10))
for (const line of verdict.accepted) console.log(`  accepted: ${line}`)
for (const item of verdict.unused) console.log(`  ${ACCEPTED_FILE} accepts ${item.id} of ${item.package}, which this audit did not find (remove it once the finding is gone)`)
if (verdict.failures.length > 0) {
  console.error(`Dependency findings (fix them, or accept one in ${ACCEPTED_FILE} with a reason and a review date):`)
  for (const line of verdict.failures) console.error(`  ${line}`)
  process.exit(1)
}
