/** The value after `--name` on the command line, or `fallback`. */
export function argument(name: string): string | undefined;
export function argument(name: string, fallback: string): string;
export function argument(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}
