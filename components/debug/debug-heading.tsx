import { debugPage, type DebugSlug } from '@/lib/debug/pages';

/** The page's h1 and one line on what it shows. */
export function DebugHeading({ slug }: { slug: DebugSlug }) {
  const page = debugPage(slug);
  return (
    <>
      <h1>{page.title}</h1>
      <p className="debug-intro">{page.description}</p>
    </>
  );
}
