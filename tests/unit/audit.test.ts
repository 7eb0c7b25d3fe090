// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deprecationFinding, judge, parseAccepted, parseAuditJson, productionPackages, type Acceptance } from '../../scripts/audit-report'

/** `npm audit --omit=dev --json` (npm 11) with a planted advisory: cookie, and the package that pulls it in. */
const REPORT = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    cookie: {
      name: 'cookie',
      severity: 'low',
      isDirect: false,
      via: [
        {
          source: 1103907,
          name: 'cookie',
          dependency: 'cookie',
          title: 'cookie accepts cookie name, path, and domain with out of bounds characters',
          url: 'https://github.com/advisories/GHSA-pxg6-pf52-xh8x',
          severity: 'low',
          cwe: ['CWE-74'],
          cvss: { score: 0, vectorString: null },
          range: '<0.7.0',
        },
      ],
      effects: ['srvx'],
      range: '<0.7.0',
      nodes: ['node_modules/cookie'],
      fixAvailable: true,
    },
    srvx: { name: 'srvx', severity: 'low', isDirect: false, via: ['cookie'], effects: [], range: '*', nodes: ['node_modules/srvx'], fixAvailable: true },
  },
  metadata: { vulnerabilities: { info: 0, low: 2, moderate: 0, high: 0, critical: 0, total: 2 }, dependencies: { prod: 187, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 187 } },
})

const ACCEPTANCE: Acceptance = {
  id: 'GHSA-pxg6-pf52-xh8x',
  package: 'cookie',
  reason: 'Only the build server parses cookies, and none of ours carry the characters.',
  reviewBy: '2027-01-31',
}

describe('parseAuditJson', () => {
  it('reads each advisory once, by its GitHub id, not the packages that only depend on it', () => {
    expect(parseAuditJson(REPORT)).toEqual({
      kind: 'report',
      findings: [{ id: 'GHSA-pxg6-pf52-xh8x', package: 'cookie', title: 'cookie accepts cookie name, path, and domain with out of bounds characters', severity: 'low' }],
    })
    expect(parseAuditJson(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {} }))).toEqual({ kind: 'report', findings: [] })
  })

  it('tells when npm had no report: the advisory endpoint refused or could not be reached', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } })
    expect(parseAuditJson(refused)).toEqual({ kind: 'unavailable', reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' })
    expect(parseAuditJson(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to registry failed' } }))).toEqual({ kind: 'unavailable', reason: 'request to registry failed' })
    expect(parseAuditJson('')).toMatchObject({ kind: 'unavailable' })
    // A report of a shape this code does not know is no report: it must not pass as "nothing found".
    expect(parseAuditJson(JSON.stringify({ auditReportVersion: 3, vulnerabilities: {} }))).toMatchObject({ kind: 'unavailable' })
  })
})

describe('judge', () => {
  const finding = { id: 'GHSA-pxg6-pf52-xh8x', package: 'cookie', title: 'cookie accepts …', severity: 'low' }

  it('fails on a finding nobody accepted', () => {
    const verdict = judge([finding], [], '2026-11-28')
    expect(verdict.failures).toEqual(['cookie: GHSA-pxg6-pf52-xh8x (low) cookie accepts …'])
  })

  it('passes a finding accepted for the same advisory and package until its review date', () => {
    expect(judge([finding], [ACCEPTANCE], '2026-11-28')).toEqual({
      failures: [],
      accepted: [`cookie: GHSA-pxg6-pf52-xh8x (low) cookie accepts …: accepted until 2027-01-31 (${ACCEPTANCE.reason})`],
      unused: [],
    })
    expect(judge([finding], [ACCEPTANCE], '2027-01-31').failures).toEqual([])
  })

  it('fails again once the review date has passed, and never for another package or advisory', () => {
    expect(judge([finding], [ACCEPTANCE], '2027-02-01').failures).toEqual(['cookie: GHSA-pxg6-pf52-xh8x (low) cookie accepts …: accepted until 2027-01-31, review it again'])
    expect(judge([{ ...finding, package: 'cookie-parser' }], [ACCEPTANCE], '2026-11-28').failures).toHaveLength(1)
    expect(judge([{ ...finding, id: 'GHSA-aaaa-bbbb-cccc' }], [ACCEPTANCE], '2026-11-28').failures).toHaveLength(1)
  })

  it('lists an acceptance that matches nothing, so that it is removed', () => {
    expect(judge([], [ACCEPTANCE], '2026-11-28').unused).toEqual([ACCEPTANCE])
  })

  it('runs the planted report end to end: found, then accepted', () => {
    const audit = parseAuditJson(REPORT)
    const findings = audit.kind === 'report' ? audit.findings : []
    expect(judge(findings, [], '2026-11-28').failures).toHaveLength(1)
    expect(judge(findings, parseAccepted(JSON.stringify([ACCEPTANCE])), '2026-11-28').failures).toEqual([])
  })
})

describe('parseAccepted', () => {
  it('reads the committed file, and refuses an entry without a reason or a review date', () => {
    expect(parseAccepted(readFileSync('scripts/audit-accepted.json', 'utf8'))).toEqual(expect.any(Array))
    expect(() => parseAccepted(JSON.stringify([{ ...ACCEPTANCE, reason: '' }]))).toThrow('entry 0.reason: gives no reason')
    expect(() => parseAccepted(JSON.stringify([{ ...ACCEPTANCE, reviewBy: 'someday' }]))).toThrow('entry 0.reviewBy: has no review date')
    expect(() => parseAccepted(JSON.stringify([{ id: 'GHSA-x', package: 'cookie', reason: 'Long enough reason.' }]))).toThrow(/reviewBy/)
  })
})

describe('the deprecation check (where npm has no advisories)', () => {
  it('finds an installed version its registry deprecated, and only that version', () => {
    const packument = { name: 'request', versions: { '2.88.2': { deprecated: 'request has been deprecated, see https://github.com/request/request/issues/3142' }, '2.88.0': {} } }
    expect(deprecationFinding({ name: 'request', version: '2.88.2' }, packument)).toEqual({
      id: 'deprecated@2.88.2',
      package: 'request',
      title: 'request has been deprecated, see https://github.com/request/request/issues/3142',
      severity: 'deprecated',
    })
    expect(deprecationFinding({ name: 'request', version: '2.88.0' }, packument)).toBeNull()
    expect(deprecationFinding({ name: 'request', version: '2.88.0' }, 'not json')).toBeNull()
  })

  it('checks the production packages of the lockfile, each version once', () => {
    const lock = JSON.stringify({
      packages: {
        '': { name: 'storm-site' },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/vitest': { version: '5.1.1', dev: true },
        'node_modules/a/node_modules/cookie': { version: '0.6.0' },
        'node_modules/cookie': { version: '0.7.2' },
        'node_modules/b/node_modules/cookie': { version: '0.6.0' },
        'node_modules/fsevents': { version: '2.3.3', devOptional: true },
      },
    })
    expect(productionPackages(lock)).toEqual([
      { name: 'cookie', version: '0.6.0' },
      { name: 'cookie', version: '0.7.2' },
      { name: 'react', version: '19.3.1' },
    ])
  })
})
