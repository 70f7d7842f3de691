/**
 * The Next.js floor for the build benchmark: the least any Next.js 16 static export of this many pages
 * costs on this machine. A generated App Router project in .bench/next-floor/ (git-ignored) with one
 * root layout and one catch-all route whose pages are a heading and a sentence each, one page per
 * Markdown file of the corpus; no content build, no components, no CSS. It uses this project's
 * node_modules (same Next.js) and the same build settings as ours (static export, no source maps).
 * Our build is this floor plus what is ours: the content build, our components and the post-build.
 */
import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readContentFiles } from '@/lib/content/load';
import { measure, type Measured } from './measure';
import { commonAncestor } from '@/test/support/project-copy';

export const NEXT_FLOOR_DIR = path.resolve('.bench', 'next-floor');

/** How many pages a content folder holds: the files our content build reads (its "from N files"). */
export function markdownFileCount(contentDir: string): number {
  return readContentFiles(contentDir, contentDir, () => {}).length;
}

/** The floor project's files for `pages` pages, by path under its folder; `root` is Turbopack's root. */
export function nextFloorFiles(pages: number, root: string): Map<string, string> {
  return new Map([
    ['package.json', JSON.stringify({ name: 'next-floor', private: true, type: 'module' })],
    [
      'next.config.mjs',
      `export default ${JSON.stringify({
        output: 'export',
        images: { unoptimized: true },
        typescript: { ignoreBuildErrors: true },
        turbopack: { root },
        // As ours (next.config.mjs): one static-generation worker per core.
        experimental: { turbopackSourceMaps: false, cpus: availableParallelism() },
      })};\n`,
    ],
    [
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'esnext'],
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
          skipLibCheck: true,
          noEmit: true,
          isolatedModules: true,
          allowJs: true,
        },
        include: ['**/*.tsx'],
      }),
    ],
    [
      'app/layout.tsx',
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n' +
        '  return <html lang="en"><body>{children}</body></html>;\n}\n',
    ],
    [
      'app/[...slug]/page.tsx',
      [
        'export const dynamicParams = false;',
        `export function generateStaticParams() { return Array.from({ length: ${pages} }, (_, i) => ({ slug: ['page', String(i)] })); }`,
        'export default async function Page({ params }: { params: Promise<{ slug: string[] }> }) {',
        "  const route = (await params).slug.join('/');",
        '  return <main><h1>{route}</h1><p>One sentence of text on the page {route}.</p></main>;',
        '}',
        '',
      ].join('\n'),
    ],
  ]);
}

/** Writes the floor project for `pages` pages and builds it cold. */
export function buildNextFloor(pages: number): Promise<Measured> {
  rmSync(NEXT_FLOOR_DIR, { recursive: true, force: true });
  const modules = realpathSync('node_modules');
  for (const [file, text] of nextFloorFiles(pages, commonAncestor(process.cwd(), path.dirname(modules)))) {
    mkdirSync(path.dirname(path.join(NEXT_FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(NEXT_FLOOR_DIR, file), text);
  }
  symlinkSync(modules, path.join(NEXT_FLOOR_DIR, 'node_modules'));
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  return measure(process.execPath, [nextBin, 'build'], NEXT_FLOOR_DIR);
}
