import { siteConfig } from '@/lib/config/site-config';

/** The docs' languages. English is the only one today, so the menu shows it as chosen. */
export function LanguageSelect() {
  return (
    <details className="dropdown">
      <summary className="navbar-link" aria-label="Language: English">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
        </svg>
        <span>{siteConfig.locales[0].label}</span>
      </summary>
      <ul className="dropdown-menu">
        {siteConfig.locales.map((locale) => (
          <li key={locale.code}>
            <span lang={locale.code} aria-current="true" className="dropdown-item">
              {locale.label}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
