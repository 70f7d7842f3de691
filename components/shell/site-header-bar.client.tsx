'use client';

import { SearchButton } from '@/components/search/search-button.client';
import type { EditionScopes } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';
import { AppLink as Link } from './app-link';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu.client';
import { NavbarFrame } from './navbar-frame.client';
import { ThemeToggle } from './theme-toggle.client';
import { VersionSelect } from './version-select.client';

function NavbarLinks() {
  return (
    <>
      <nav aria-label="Main" className="navbar-items">
        {siteConfig.navbar.items.map((item) => (
          <Link key={item.href} href={item.href} className="navbar-link">
            {item.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="External" className="navbar-items navbar-external">
        {siteConfig.navbar.external.map((item) => (
          <a key={item.href} href={item.href} className="navbar-link" target="_blank" rel="noopener noreferrer">
            {item.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ))}
      </nav>
    </>
  );
}

/**
 * The top navigation bar; below 996 px its links move into the mobile menu. A client component: its links and
 * icons travel once in a cached script, not in every page's flight data; only the edition scopes are sent.
 */
export function SiteHeaderBar({ scopes }: { scopes: EditionScopes }) {
  return (
    <NavbarFrame>
      <MobileMenu
        settings={
          <>
            <VersionSelect scopes={scopes} labelled />
            <ThemeToggle withLabel />
            <LanguageSelect />
          </>
        }
      >
        <NavbarLinks />
      </MobileMenu>
      <Link href="/" className="navbar-brand">
        <Logo />
        <span className="navbar-brand-docs">Docs</span>
      </Link>
      <div className="navbar-desktop">
        <NavbarLinks />
      </div>
      <div className="navbar-tools">
        <SearchButton scopes={scopes} />
        <VersionSelect scopes={scopes} />
        <LanguageSelect />
        <ThemeToggle />
        {/* Below 996 px the edition and language choices move into the menu; the colour mode stays here too. */}
      </div>
    </NavbarFrame>
  );
}
