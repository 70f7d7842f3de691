/**
 * For maintainers: checks that every repository source in the content's frontmatter exists, using local
 * git mirrors of the repositories (no network). A mirror of owner/name is looked for at
 * <mirrors>/owner+name/repo or <mirrors>/owner+name. Prints each missing tag, commit or path and exits 1.
 * Usage: tsx scripts/tools/check-sources.ts --mirrors /path/to/mirrors [--content content]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { readContentFiles } from '@/lib/content/load';
import { repositorySource } from '@/lib/content/sources';
import { parseOptions } from '../cli';

const USAGE = 'tsx scripts/tools/check-sources.ts --mirrors /path/to/mirrors [--content content]';
const { mirrors, content: contentDir } = parseOptions(
  { mirrors: { type: 'string' }, content: { type: 'string', default: 'content' } },
  USAGE,
);
if (!mirrors) {
  console.error(`--mirrors is required.\nUsage: ${USAGE}`);
  process.exit(2);
}
const mirrorOf = (repo: string) =>
  [path.join(mirrors, repo.replace('/', '+'), 'repo'), path.join(mirrors, repo.replace('/', '+'))].find((dir) => existsSync(dir));
const exists = (dir: string, object: string) => {
  try {
    execFileSync('git', ['-C', dir, 'cat-file', '-e', object], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

let checked = 0;
const problems: string[] = [];
const noMirror = new Set<string>();
for (const file of readContentFiles(path.resolve(contentDir), contentDir)) {
  const sources = (matter(file.text).data.sources ?? []) as string[];
  for (const source of sources) {
    const repository = repositorySource(source);
    if (!repository) continue;
    const dir = mirrorOf(repository.repo);
    if (!dir) {
      noMirror.add(repository.repo);
      continue;
    }
    checked++;
    // A line anchor ('#L10-L20') is for the link, not part of the path.
    const object = repository.path ? `${repository.ref}:${repository.path.replace(/#.*$/, '')}` : `${repository.ref}^{commit}`;
    if (!exists(dir, object))
      problems.push(`${file.displayPath}: ${source}: no ${repository.path ? 'such path at' : 'such tag or commit'} ${repository.ref}`);
  }
}
for (const problem of problems) console.log(problem);
if (noMirror.size) console.log(`not checked (no mirror): ${[...noMirror].join(', ')}`);
console.log(`sources: ${checked} repository sources checked, ${problems.length} missing`);
process.exit(problems.length ? 1 : 0);
