// Runs a command at the lowest CPU priority, with its exit code.
//   node scripts/low-priority.mjs <command> [args...]
// `npm run check:docs` runs its side checks (spelling, the examples check) this way beside the
// production build. The build is bound by its one JavaScript thread, so on a machine with few
// cores the side checks, at equal priority, took turns with that thread and made the whole
// check longer; at low priority they use the time the build leaves free (cold, two cores:
// 71–73 s → 60 s). The priority passes to the command's own processes: a nice value on Linux
// and macOS, the idle priority class on Windows.
import { spawn } from 'node:child_process';
import os from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/low-priority.mjs <command> [args...]');
  process.exit(2);
}
os.setPriority(os.constants.priority.PRIORITY_LOW);
// A shell finds `npm` and `npx` on every platform (on Windows they are .cmd files).
const child = spawn([command, ...args].join(' '), { stdio: 'inherit', shell: true });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
