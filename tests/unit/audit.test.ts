import { describe, expect, it } from 'vitest';
import { auditUnavailable, unavailableReport } from '../../scripts/audit.mjs';

describe('auditUnavailable', () => {
  it('recognises a registry without an advisory endpoint and says what it answered', () => {
    const stderr = [
      'npm warn audit 405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      'npm error audit endpoint returned an error',
      'npm error A complete log of this run can be found in: /root/.npm/_logs/debug-0.log',
    ].join('\n');
    expect(auditUnavailable(stderr)).toBe('405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk');
  });

  it('recognises the ENOAUDIT code of older npm versions', () => {
    expect(auditUnavailable('npm ERR! code ENOAUDIT\nnpm ERR! audit Your configured registry does not support audit requests.')).toBe(
      'the registry answered the audit request with an error',
    );
  });

  it('leaves a real audit failure to npm', () => {
    expect(auditUnavailable('')).toBeUndefined();
    expect(auditUnavailable('npm warn Unknown user config "nodedir".')).toBeUndefined();
  });
});

describe('unavailableReport', () => {
  const reason = '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk';

  it("is one quiet line and a pass on a writer's machine", () => {
    const report = unavailableReport({ reason, required: false, ci: false });
    expect(report).toMatchObject({ exitCode: 0, showNpmOutput: false });
    expect(report.message.split('\n')).toHaveLength(1);
    expect(report.message).toContain(reason);
  });

  it('is a loud warning in CI, and a failure when the audit is required', () => {
    expect(unavailableReport({ reason, required: false, ci: true })).toMatchObject({ exitCode: 0, showNpmOutput: true });
    expect(unavailableReport({ reason, required: false, ci: true }).message).toMatch(/^!{78}\nWARNING/);
    expect(unavailableReport({ reason, required: true, ci: false })).toMatchObject({ exitCode: 1, showNpmOutput: true });
    expect(unavailableReport({ reason, required: true, ci: true }).message).toContain('FAILED');
  });
});
