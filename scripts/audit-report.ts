/**
 * The dependency audit's rules (scripts/audit.ts runs them): what `npm audit --json` found, what the
 * registry marks deprecated, and which of those findings `scripts/audit-accepted.json` accepts until
 * its review date. Pure, so the rules are unit-tested with planted findings.
 */
import * as v from 'valibot'

export interface Finding {
  /** The advisory (`GHSA-…`, or npm's number when it has no GitHub id), or `deprecated@<version>`. */
  id: string
  package: string
  title: string
  severity: string
}

const AdvisorySchema = v.object({
  source: v.number(),
  name: v.string(),
  title: v.string(),
  url: v.string(),
  severity: v.string(),
})

/** `npm audit --json` of npm 7 and later; other fields are left alone. */
const AuditReportSchema = v.object({
  auditReportVersion: v.literal(2),
  vulnerabilities: v.record(v.string(), v.object({ via: v.array(v.union([v.string(), AdvisorySchema])) })),
})

const AuditErrorSchema = v.object({
  error: v.optional(v.object({ code: v.optional(v.string()), summary: v.optional(v.string()) })),
  message: v.optional(v.string()),
})

export type AuditResult = { kind: 'report'; findings: Finding[] } | { kind: 'unavailable'; reason: string }

/**
 * Reads `npm audit --json`: each advisory once (a vulnerable package lists it, the packages that
 * depend on it name that package instead), or why npm had no report (its advisory endpoint did not
 * answer: npm prints an error object then).
 */
export function parseAuditJson(text: string): AuditResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON: ${text.slice(0, 200).trim()}` }
  }
  const report = v.safeParse(AuditReportSchema, json)
  if (!report.success) {
    const error = v.safeParse(AuditErrorSchema, json)
    const reason = error.success ? (error.output.message ?? error.output.error?.summary ?? error.output.error?.code) : undefined
    return { kind: 'unavailable', reason: reason ?? `npm audit printed an unknown answer: ${text.slice(0, 200).trim()}` }
  }
  const findings = new Map<string, Finding>()
  for (const { via } of Object.values(report.output.vulnerabilities)) {
    for (const cause of via) {
      if (typeof cause === 'string') continue
      const id = /\/(GHSA-[\w-]+)$/.exec(cause.url)?.[1] ?? String(cause.source)
      findings.set(`${id} ${cause.name}`, { id, package: cause.name, title: cause.title, severity: cause.severity })
    }
  }
  return { kind: 'report', findings: [...findings.values()] }
}

/** An installed package and version of the production tree, as package-lock.json lists it. */
export interface InstalledPackage {
  name: string
  version: string
}

const LockSchema = v.object({
  packages: v.record(v.string(), v.object({ name: v.optional(v.string()), version: v.optional(v.string()), dev: v.optional(v.boolean()), devOptional: v.optional(v.boolean()), link: v.optional(v.boolean()) })),
})

/** The packages `npm audit --omit=dev` would check: every non-dev package of the lockfile, once. */
export function productionPackages(lockText: string): InstalledPackage[] {
  const lock = v.parse(LockSchema, JSON.parse(lockText))
  const found = new Map<string, InstalledPackage>()
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev === true || entry.devOptional === true || entry.link === true || entry.version === undefined) continue
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    found.set(`${name}@${entry.version}`, { name, version: entry.version })
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}

/** The registry's abbreviated metadata of a package: only what the deprecation check reads. */
const PackumentSchema = v.object({ versions: v.record(v.string(), v.object({ deprecated: v.optional(v.string()) })) })

/** A finding for an installed version its registry marks deprecated (often: "has a security issue, upgrade"). */
export function deprecationFinding(installed: InstalledPackage, packument: unknown): Finding | null {
  const parsed = v.safeParse(PackumentSchema, packument)
  const notice = parsed.success ? parsed.output.versions[installed.version]?.deprecated : undefined
  return notice === undefined || notice === '' ? null : { id: `deprecated@${installed.version}`, package: installed.name, title: notice, severity: 'deprecated' }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

const AcceptanceSchema = v.strictObject({
  id: v.pipe(v.string(), v.nonEmpty('names no advisory')),
  package: v.pipe(v.string(), v.nonEmpty('names no package')),
  reason: v.pipe(v.string(), v.minLength(10, 'gives no reason why the finding does not matter here')),
  reviewBy: v.pipe(v.string(), v.regex(DATE, 'has no review date (YYYY-MM-DD)')),
})
export type Acceptance = v.InferOutput<typeof AcceptanceSchema>

/** scripts/audit-accepted.json: a list of accepted findings; a malformed entry stops the audit with its index. */
export function parseAccepted(text: string): Acceptance[] {
  const result = v.safeParse(v.array(AcceptanceSchema), JSON.parse(text))
  if (result.success) return result.output
  const issue = result.issues[0]
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? ''
  throw new Error(`scripts/audit-accepted.json: ${where === '' ? '' : `entry ${where}: `}${issue.message}`)
}

export interface Verdict {
  /** One line for each finding that fails the audit. */
  failures: string[]
  /** One line for each finding an acceptance covers. */
  accepted: string[]
  /** Acceptances that match no finding: remove them. */
  unused: Acceptance[]
}

/** Each finding fails unless an acceptance of the same advisory and package holds it, and its review date has not passed. */
export function judge(findings: readonly Finding[], accepted: readonly Acceptance[], today: string): Verdict {
  const verdict: Verdict = { failures: [], accepted: [], unused: [] }
  const matched = new Set<Acceptance>()
  for (const finding of findings) {
    const line = `${finding.package}: ${finding.id} (${finding.severity}) ${finding.title}`
    const acceptance = accepted.find((item) => item.id === finding.id && item.package === finding.package)
    if (acceptance === undefined) {
      verdict.failures.push(line)
      continue
    }
    matched.add(acceptance)
    if (acceptance.reviewBy < today) verdict.failures.push(`${line}: accepted until ${acceptance.reviewBy}, review it again`)
    else verdict.accepted.push(`${line}: accepted until ${acceptance.reviewBy} (${acceptance.reason})`)
  }
  verdict.unused = accepted.filter((item) => !matched.has(item))
  return verdict
}
