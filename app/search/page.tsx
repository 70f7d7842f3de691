import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/search-page.client';
import { JsonLdScript } from '@/components/seo/json-ld';
import { searchResultsPageLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/config/site-config';
import { editionScopes } from '@/lib/config/doc-version';
import sidebars from '@/content/sidebars';

/** The editions' scopes and labels: the search ranks the pages of the edition the dropdown shows first. */
const scopes = editionScopes(sidebars);

const seo = {
  title: 'Search',
  description: 'Search the Wren AI cloud and open-source documentation, the release notes and the engine API reference.',
  path: '/search',
};

export const metadata: Metadata = pageMetadata(seo);

export default function Search() {
  return (
    <main id="main" className="search-page">
      <JsonLdScript
        data={searchResultsPageLd({ name: seo.title, description: seo.description, url: absoluteUrl(seo.path, siteConfig.url) })}
      />
      <h1>Search the documentation</h1>
      {/* The fallback has the form's shape, so nothing shifts when the search box takes its place. */}
      <Suspense
        fallback={
          <form role="search" className="search-page-form">
            <input type="search" className="search-input search-page-input" placeholder="Search docs" aria-label="Search docs" disabled />
          </form>
        }
      >
        <SearchPage scopes={scopes} />
      </Suspense>
      <noscript>
        <p>
          Search runs in your browser and needs JavaScript. Browse the <a href="/cp/overview">cloud</a> or{' '}
          <a href="/oss/overview/introduction">open-source</a> docs instead.
        </p>
      </noscript>
    </main>
  );
}
