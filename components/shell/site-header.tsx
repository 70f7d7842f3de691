import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';

/** The top navigation bar. `section` marks the edition the current page belongs to. */
export function SiteHeader({ section }: { section?: string }) {
  return (
    <header className="navbar">
      <a className="skip-link" href="#main">Skip to content</a>
      <Link href="/" className="navbar-brand">
        <span className="navbar-logo" aria-hidden="true">W</span>
        <span>{siteConfig.title}</span>
      </Link>
      <nav aria-label="Main" className="navbar-items">
        {siteConfig.navbar.items.map((item) => (
          <Link key={item.href} href={item.href} className="navbar-link" aria-current={section === item.section ? 'true' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="External" className="navbar-items navbar-external">
        {siteConfig.navbar.external.map((item) => (
          <a key={item.href} href={item.href} className="navbar-link" target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        ))}
      </nav>
    </header>
  );
}
