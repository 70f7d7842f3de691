'use client';

import { DidYouMean } from './did-you-mean.client';
import { SearchField } from '@/components/search/search-field';
import { AppLink as Link } from '@/components/shell/app-link';
import { NOT_FOUND_SCRIPT_PATH } from '@/lib/inline-scripts/clean-address';

/**
 * The 404 page's body. A client component with no props: Next.js puts the root not-found tree into every page's flight
 * data (inline in the HTML, the .txt payload and the page segment file), so as server markup it cost each page about
 * 1.7 KB three times.
 */
export function NotFoundPage() {
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
