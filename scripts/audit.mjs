#!/usr/bin/env node
// @ts-check
// Security gate: `npm audit --omit=dev --audit-level=high` judges the packages the site ships
// and its exit code is ours. This wrapper adds only what npm cannot do: where the registry
// has no advisory endpoint (some mirrors answer 405) npm fails without auditing anything;
// that fails under AUDIT_REQUIRED=1 (set in CI), shows a loud warning in CI, and is one line
// on a writer's machine.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const command = ['audit', '--omit=dev', '--audit-level=high'];

/**
 * Why `npm audit` could not ask the registry at all, read from what it printed to stderr,
 * or `undefined` when it did (its exit code then is the verdict).
 *
 * @param {string} stderr
 * @returns {string | undefined}
 */
export function auditUnavailable(stderr) {
  if (!/audit endpoint returned an error|\bENOAUDIT\b/.test(stderr)) return undefined;
  return stderr.match(/^npm warn audit (.+)$/m)?.[1] ?? 'the registry answered the audit request with an error';
}

/**
 * What to print, and the exit code, when the registry could not audit. CI fails (with
 * AUDIT_REQUIRED=1) and shows the banner; on a writer's machine, where the registry is
 * whatever mirror is configured, one line says the audit was skipped, so a run that passes
 * does not end in a wall of exclamation marks.
 *
 * @param {{ reason: string, required: boolean, ci: boolean }} situation
 * @returns {{ message: string, exitCode: number, showNpmOutput: boolean }}
 */
export function unavailableReport({ reason, required, ci }) {
  if (!required && !ci) {
    return {
      message: `npm audit skipped: the registry answered "${reason}" (no advisory service). CI audits with AUDIT_REQUIRED=1 and fails on this.`,
      exitCode: 0,
      showNpmOutput: false,
    };
  }
  const banner = '!'.repeat(78);
  return {
    message: [
      banner,
      `${required ? 'FAILED' : 'WARNING'}: npm ${command.join(' ')} could NOT run: ${reason}`,
      'The registry in use has no advisory endpoint, so the dependencies were NOT audited.',
      required
        ? 'AUDIT_REQUIRED=1: failing. Run the audit against a registry that answers it.'
        : 'Passing anyway; set AUDIT_REQUIRED=1 (CI does) to make this a failure.',
      banner,
    ].join('\n'),
    exitCode: required ? 1 : 0,
    showNpmOutput: true,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // npm's own warnings carry the reason; `npm run -s` would otherwise silence them in the child.
  const env = { ...process.env, npm_config_loglevel: 'warn' };
  const npm = spawnSync('npm', command, {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env,
    shell: process.platform === 'win32',
  });
  const reason = npm.status === 0 ? undefined : auditUnavailable(npm.stderr ?? '');
  if (!reason) {
    process.stderr.write(npm.stderr ?? '');
    process.exit(npm.status ?? 1);
  }
  const report = unavailableReport({ reason, required: process.env.AUDIT_REQUIRED === '1', ci: Boolean(process.env.CI) });
  if (report.showNpmOutput) process.stderr.write(npm.stderr ?? '');
  console.warn(report.message);
  process.exit(report.exitCode);
}
