import type { Metadata } from 'next';
import { DidYouMean } from '@/components/not-found/did-you-mean.client';
import { SearchField } from '@/components/search/search-field';
import { AppLink as Link } from '@/components/shell/app-link';
import { noindexMetadata } from '@/lib/seo/metadata';
import { NOT_FOUND_SCRIPT_PATH } from '@/lib/inline-scripts/clean-address';

export const metadata: Metadata = noindexMetadata('Page not found', 'There is no page at this address in the Wren AI documentation.');

export default function NotFound() {
  return (
    <main id="main" className="status-page">
      <script src={NOT_FOUND_SCRIPT_PATH} async />
      <h1>Page not found</h1>
      <p>We could not find a page at this address. It may have moved when the docs were reorganised.</p>
      <DidYouMean />
      <SearchField label="Search the documentation" placeholder="Search the docs" />
      <ul className="status-links">
        <li>
          <Link href="/cp/overview">Wren AI Cloud documentation</Link>
        </li>
        <li>
          <Link href="/oss/overview/introduction">Open-source documentation</Link>
        </li>
        <li>
          <Link href="/">Home page</Link>
        </li>
      </ul>
    </main>
  );
}
