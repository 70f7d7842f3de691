export type Version = [major: number, minor: number, patch: number];

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** Parses 'major.minor.patch'; returns null for anything else. */
export function parseVersion(text: string): Version | null {
  const match = SEMVER.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Compares versions as numbers, part by part: 0.9.0 comes before 0.10.0. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parseVersion(a), parseVersion(b)];
  if (!pa || !pb) throw new Error(`not a version: ${pa ? b : a}`);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}
