import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { MdxContent } from '@/components/docs/mdx-content';
import { EditionCounterparts } from '@/components/shell/version-select.client';
import { versionCounterparts } from '@/lib/config/edition-counterpart';
import { siteConfig } from '@/lib/config/site-config';
import { getDocumentTitle, getEditionPages, getPage, getPageHtml, getSidebar, getStaticParams, routeFromSlug } from '@/lib/content';
import { SECTION_META } from '@/lib/search/search-context';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticParams('/[...slug]');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(routeFromSlug((await params).slug));
  if (!page) return {};
  const metadata = pageMetadata({
    title: getDocumentTitle(page.route) ?? page.title,
    description: page.description,
    path: page.route,
    type: 'article',
    keywords: page.keywords,
  });
  // The search opened on this page prefers its section (lib/search/search-context.ts).
  return page.sidebar ? { ...metadata, other: { [SECTION_META]: getSidebar(page.sidebar)!.label } } : metadata;
}

export default async function Page({ params }: Props) {
  const page = getPage(routeFromSlug((await params).slug));
  if (!page) notFound();
  // The same page in the other editions, for the edition dropdown in the navbar.
  const counterparts = page.sidebar && versionCounterparts(page.route, page.sidebar, siteConfig.versions, getEditionPages());
  // Its structured data is put in the exported HTML, outside the page's flight data (lib/build/structured-data.ts).
  return (
    <>
      {counterparts && <EditionCounterparts route={page.route} routes={counterparts} />}
      <DocPage
        page={page}
        body={page.mdxModule ? { content: <MdxContent route={page.route} /> } : { html: getPageHtml(page.route) }}
        sidebar={page.sidebar ? getSidebar(page.sidebar) : undefined}
      />
    </>
  );
}
