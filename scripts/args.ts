import { pathToFileURL } from 'node:url';

/** The value after `--name` on the command line, or `fallback`. */
export function argument(name: string): string | undefined;
export function argument(name: string, fallback: string): string;
export function argument(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
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
