import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReleasePage } from '@/components/releases/release-page';
import { getRelease, getReleases } from '@/lib/content';

type Props = { params: Promise<{ version: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getReleases().map((release) => ({ version: release.version }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const release = getRelease((await params).version);
  if (!release) return {};
  return { title: release.title, description: release.description, alternates: { canonical: release.route } };
}

export default async function Page({ params }: Props) {
  const release = getRelease((await params).version);
  if (!release) notFound();
  return <ReleasePage release={release} />;
}
