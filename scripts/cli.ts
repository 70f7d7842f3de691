/**
 * What the scripts share on the command line: their options, parsed by node:util's parseArgs (strict:
 * an unknown option, a missing value or a stray argument stops the script with its usage), whether a
 * module runs as the script, and how a build step reports.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The command line's options as `options` declares them; prints the error and `usage`, and exits with 2, on anything else. */
export function parseOptions<const O extends Options>(options: O, usage: string) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** Whether the module whose `import.meta` this is was started as the script, rather than imported. */
export function isMain(meta: ImportMeta): boolean {
  return meta.url === pathToFileURL(process.argv[1]).href;
}

/** Runs one build step as a script: prints what it reports, or "<what> failed." and why, and exits with 1. */
export async function runStep(what: string, step: () => string | Promise<string>): Promise<void> {
  try {
    console.log(await step());
  } catch (error) {
    console.error(`\n${what} failed.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
