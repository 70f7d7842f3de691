import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found/not-found-page.client';
import { noindexMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = noindexMetadata('Page not found', 'There is no page at this address in the Wren AI documentation.');

export default function NotFound() {
  return <NotFoundPage />;
}
