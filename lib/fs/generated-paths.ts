import path from 'node:path';

/**
 * Every path under .generated/, the content build's output: scripts/build/build-content.ts writes these
 * files, and `next build`, the dev server, the post-build steps and the tests read them. No other
 * module names a .generated path; two places cannot take theirs from here and
 * test/unit/generated-paths.test.ts checks that they agree with it: the static import of the MDX
 * pages (components/docs/mdx-content.tsx) and the CSS import of the code colours (app/).
 */
export const GENERATED_ROOT = path.join(process.cwd(), '.generated');

export const GENERATED = {
  /**
   * The manifest, the content checks' input (`checks.json`), and each page's body as HTML (`html/`), release excerpt
   * (`excerpts/`) and Markdown (`markdown/`).
   */
  content: path.join(GENERATED_ROOT, 'content'),
  /** Each MDX doc page compiled to a React module, and their index (`index.ts`). */
  mdx: path.join(GENERATED_ROOT, 'mdx'),
  /** The engine API reference's rendered operations and schemas. */
  apiHtml: path.join(GENERATED_ROOT, 'api', 'reference.html'),
  /** The DocSearch records of every page, release note and API operation. */
  searchRecords: path.join(GENERATED_ROOT, 'search', 'records.json'),
  /** The token colour classes the highlighted code uses. */
  codeColorsCss: path.join(GENERATED_ROOT, 'code-colors.css'),
  /** The home page's copy, content/home.yml once validated. */
  home: path.join(GENERATED_ROOT, 'home.json'),
} as const;

/** The content manifest, in `GENERATED.content` (or another content folder, for tests). */
export const manifestFile = (contentDir: string = GENERATED.content) => path.join(contentDir, 'manifest.json');

/** The code blocks and prose of every page and release note, for the content checks (test/content/), beside the manifest. */
export const checksFile = (contentDir: string = GENERATED.content) => path.join(contentDir, 'checks.json');

/** How modules import the compiled MDX pages: a bundler needs the specifier written out. */
export const MDX_MODULES_SPECIFIER = '@/.generated/mdx';

/**
 * The file of `route` under `folder` ('/cp/a' → `folder`/cp/a.html, '/' → `folder`/index.html); refuses a
 * route that would land outside the folder. The content checks keep routes inside their section; this
 * keeps a route that slipped past them inside .generated/.
 */
export function routeFile(folder: string, route: string, extension: string): string {
  const file = path.resolve(folder, `${route === '/' ? 'index' : route.slice(1)}.${extension}`);
  if (!file.startsWith(folder + path.sep))
    throw new Error(`route ${route} would be written outside ${path.relative(process.cwd(), folder)}`);
  return file;
}
