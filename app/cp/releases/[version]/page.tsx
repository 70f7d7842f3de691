import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReleasePage } from '@/components/releases/release-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getAuthors, getRelease, getStaticParams } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ version: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticParams('/cp/releases/[version]');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const release = getRelease((await params).version);
  if (!release) return {};
  const authors = getAuthors();
  return pageMetadata({
    title: release.title,
    description: release.description ?? release.title,
    path: release.route,
    type: 'article',
    // Only a sourced release date; a cloud version's note has none.
    ...(release.date ? { publishedTime: release.date } : {}),
    authors: release.authors.map((id) => authors.find((author) => author.id === id)?.name ?? id),
    tags: release.tags,
  });
}

export default async function Page({ params }: Props) {
  const release = getRelease((await params).version);
  if (!release) notFound();
  return (
    <>
      <JsonLdScript data={releaseLd(release, getAuthors())} />
      <ReleasePage release={release} />
    </>
  );
}
