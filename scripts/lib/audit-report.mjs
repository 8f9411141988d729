// @ts-check
// Reads the JSON that `npm audit --json` prints and decides whether the gate passes.

/**
 * @typedef {{ status: 'pass', counts: Record<string, number> }
 *   | { status: 'fail', counts: Record<string, number>, advisories: string[] }
 *   | { status: 'unavailable', reason: string }} AuditVerdict
 */

/**
 * @param {string} output stdout of `npm audit --json`
 * @returns {AuditVerdict}
 */
export function auditVerdict(output) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { status: 'unavailable', reason: `npm audit printed no JSON: ${output.slice(0, 200)}` };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    // npm reports a registry without an advisory endpoint (or no network) as a bare error.
    const reason = report?.message ?? report?.error?.summary ?? 'no advisory data in the answer';
    return { status: 'unavailable', reason: String(reason) };
  }
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => entry?.severity === 'high' || entry?.severity === 'critical')
    .map(([name, entry]) => `${name} (${entry.severity})`);
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) return { status: 'fail', counts, advisories: serious };
  return { status: 'pass', counts };
}
