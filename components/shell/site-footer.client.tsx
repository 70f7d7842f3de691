'use client';

import { AppLink as Link } from '@/components/shell/app-link';
import { CHANGELOG_FEEDS } from '@/lib/releases/feed-routes';
import { siteConfig } from '@/lib/config/site-config';

const isExternal = (href: string) => /^https?:/.test(href);

/**
 * The footer. A client component with no props, so its links travel once in a cached script instead of in every
 * page's flight data (inline in the HTML, the .txt payload and the root segment file): about 3.7 KB three times a page.
 */
export function SiteFooter() {
  return (
    <footer className="footer">
      <div className="footer-columns">
        {siteConfig.footer.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer-column">
            <p className="footer-title">{column.title}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  {isExternal(link.href) ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Feeds" className="footer-column">
          <p className="footer-title">Subscribe</p>
          <ul>
            {CHANGELOG_FEEDS.map((feed) => (
              <li key={feed.href}>
                <a href={feed.href} type={feed.type}>
                  {feed.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-copyright">Copyright © {siteConfig.copyrightYear} Canner, Inc.</p>
    </footer>
  );
}
