import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/search-page.client';

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the Wren AI cloud and open-source documentation, the release notes and the engine API reference.',
  alternates: { canonical: '/search' },
};

export default function Search() {
  return (
    <main id="main" className="search-page">
      <h1>Search the documentation</h1>
      <Suspense fallback={<p className="search-status">Loading search…</p>}>
        <SearchPage />
      </Suspense>
      <noscript><p>Search runs in your browser and needs JavaScript. Browse the <a href="/cp/overview">cloud</a> or <a href="/oss/overview/introduction">open-source</a> docs instead.</p></noscript>
    </main>
  );
}
