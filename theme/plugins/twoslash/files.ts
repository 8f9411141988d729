/**
 * What decides an example's types, in one place for the build's type hovers
 * (`../twoslash-examples.ts`) and the examples check (`tests/examples/`): the compiler options,
 * the declarations of packages that are not installed, and the list of examples the installed
 * release cannot compile. Build code reads nothing under `tests/`.
 */
import path from 'node:path';

const here = import.meta.dirname;

/** The compiler options of the examples, a tsconfig that the examples check extends. */
export const examplesTsconfig = path.join(here, 'examples.tsconfig.jsonc');

/** Module declarations for packages the examples import but the project does not install. */
export const ambientDeclarations = path.join(here, 'ambient.d.ts');

/** Examples that need a newer (or are written for an older) release than the installed one. */
export const exceptionListFile = path.join(here, 'needs-newer-release.json');
