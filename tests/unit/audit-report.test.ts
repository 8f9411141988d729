import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/lib/audit-report.mjs';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it('passes with only low and moderate advisories', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1 }))).toMatchObject({ status: 'pass' });
  });
  it('fails on a high or critical advisory and names the package', () => {
    const verdict = auditVerdict(report({ critical: 1 }, { 'some-lib': { severity: 'critical' }, other: { severity: 'low' } }));
    expect(verdict).toEqual(expect.objectContaining({ status: 'fail', advisories: ['some-lib (critical)'] }));
  });
  it('reports a registry without an advisory endpoint as unavailable', () => {
    const verdict = auditVerdict(
      JSON.stringify({ message: '405 Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk', statusCode: 405 }),
    );
    expect(verdict).toEqual({ status: 'unavailable', reason: expect.stringContaining('405') });
  });
  it('reports output that is not JSON as unavailable', () => {
    expect(auditVerdict('npm error network')).toMatchObject({ status: 'unavailable' });
  });
});
