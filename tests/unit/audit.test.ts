import { describe, expect, it } from 'vitest';
import { auditUnavailable } from '../../scripts/audit.mjs';

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
