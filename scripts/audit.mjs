#!/usr/bin/env node
// @ts-check
// Security gate: no high or critical advisory in the packages the site ships
// (`npm audit --omit=dev`). Where the registry offers no advisory endpoint (some mirrors
// answer 405), the audit cannot run: that is reported loudly and fails only when
// AUDIT_REQUIRED=1 (set in GitHub Actions, where the public registry answers).
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './lib/audit-report.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
const verdict = auditVerdict(result.stdout || result.stderr || '');

switch (verdict.status) {
  case 'pass':
    console.log(`npm audit --omit=dev: no high or critical advisory (${JSON.stringify(verdict.counts)}).`);
    break;
  case 'fail':
    console.error(`npm audit --omit=dev: high or critical advisories in shipped packages:\n  ${verdict.advisories.join('\n  ')}`);
    console.error('Run `npm audit --omit=dev` for details and update the packages.');
    process.exit(1);
    break;
  case 'unavailable': {
    const banner = '!'.repeat(78);
    console.warn(
      `${banner}\nnpm audit could NOT run: ${verdict.reason}\nThe registry in use offers no advisory endpoint; the dependency audit is NOT checked here.\n${banner}`,
    );
    if (process.env.AUDIT_REQUIRED === '1') process.exit(1);
    break;
  }
}
