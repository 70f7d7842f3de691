import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { docStaticParams, getPage, getPageHtml, getSidebar, routeFromSlug } from '@/lib/content';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(routeFromSlug((await params).slug));
  if (!page) return {};
  return { title: page.title, description: page.description, alternates: { canonical: page.route } };
}

export default async function Page({ params }: Props) {
  const page = getPage(routeFromSlug((await params).slug));
  if (!page) notFound();
  return <DocPage page={page} html={getPageHtml(page.route)} sidebar={page.sidebar ? getSidebar(page.sidebar) : undefined} />;
}
