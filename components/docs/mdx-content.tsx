import { mdxModules } from '@/.generated/mdx';

/** An MDX page's body: its compiled module, rendered on the server; client components in it hydrate as islands. */
export async function MdxContent({ route }: { route: string }) {
  const load = mdxModules[route];
  if (!load) throw new Error(`no compiled MDX module for ${route}: run 'npm run content'`);
  const { default: Content } = await load();
  return <Content />;
}
