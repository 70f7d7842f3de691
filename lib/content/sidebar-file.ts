/** Where a sidebar's whole tree is published, for groups that load their links when opened. */
export const sidebarFileUrl = (name: string) => `/sidebars/${name}.json`;

type SidebarLoadProblem = { status: number; statusText?: string } | { error: unknown } | { path: readonly number[] };

/**
 * What the console says when a closed sidebar group's links do not load: the file's address and what
 * went wrong (the HTTP status, the network or parse error, or no group at the group's place in the tree).
 */
export function sidebarLoadError(url: string, problem: SidebarLoadProblem): string {
  const what =
    'status' in problem
      ? `the server answered ${problem.status}${problem.statusText ? ` ${problem.statusText}` : ''}`
      : 'error' in problem
        ? `the request failed: ${problem.error instanceof Error ? problem.error.message : String(problem.error)}`
        : `the file has no group at [${problem.path.join(', ')}]`;
  return `Sidebar group links did not load from ${url}: ${what}. The group's link to its first page still works.`;
}
