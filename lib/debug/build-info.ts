import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface PackageRow {
  name: string;
  /** The range package.json asks for. */
  wanted: string;
  /** The version found in node_modules, if any. */
  installed?: string;
  dev: boolean;
}

/** The project's packages, runtime first, each with the range asked for and the version installed. */
export function packageRows(pkg: PackageJson, installedVersion: (name: string) => string | undefined): PackageRow[] {
  const rows = (deps: Record<string, string> | undefined, dev: boolean) =>
    Object.entries(deps ?? {}).map(([name, wanted]) => ({ name, wanted, installed: installedVersion(name), dev }));
  return [...rows(pkg.dependencies, false), ...rows(pkg.devDependencies, true)];
}

export interface BuildInfo {
  name: string;
  version: string;
  /** ISO time the pages were rendered. */
  builtAt: string;
  node: string;
  packages: PackageRow[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Facts about this build, read while it renders. */
export function readBuildInfo(root = process.cwd(), now = new Date()): BuildInfo {
  const pkg = readJson(path.join(root, 'package.json')) as PackageJson;
  const installedVersion = (name: string) => {
    try {
      return (readJson(path.join(root, 'node_modules', name, 'package.json')) as PackageJson).version;
    } catch {
      return undefined;
    }
  };
  return {
    name: pkg.name,
    version: pkg.version,
    builtAt: now.toISOString(),
    node: process.version,
    packages: packageRows(pkg, installedVersion),
  };
}
