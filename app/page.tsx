import type { Metadata } from 'next';
import { HomeIcon } from '@/components/home/home-icon';
import { SearchField } from '@/components/search/search-field';
import { JsonLdScript } from '@/components/seo/json-ld';
import { AppLink as Link } from '@/components/shell/app-link';
import { homeCopy } from '@/lib/content/home-copy';
import { pageMetadata } from '@/lib/seo/metadata';
import { homeLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/config/site-config';

export const metadata: Metadata = pageMetadata({
  title: siteConfig.title,
  absoluteTitle: true,
  description: siteConfig.tagline,
  path: '/',
});

const isExternal = (href: string) => /^https?:/.test(href);

export default function HomePage() {
  const home = homeCopy();
  return (
    <main id="main" className="home">
      <JsonLdScript data={homeLd()} />
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{siteConfig.title}</h1>
        <p className="home-tagline">{siteConfig.tagline}</p>
        <SearchField />
      </section>

      <section className="home-section" aria-labelledby="home-start">
        <h2 id="home-start" className="home-heading">
          Get started
        </h2>
        <div className="home-start">
          {home.start_paths.map((path) => (
            <article key={path.id} className="start-card" aria-labelledby={`start-${path.id}`}>
              <p className="start-edition">{path.edition}</p>
              <h3 id={`start-${path.id}`}>{path.title}</h3>
              <p className="start-text">{path.text}</p>
              <ol className="start-steps">
                {path.steps.map((step) => (
                  <li key={step.text}>
                    {step.href ? (
                      isExternal(step.href) ? (
                        <a href={step.href}>{step.text}</a>
                      ) : (
                        <Link href={step.href}>{step.text}</Link>
                      )
                    ) : (
                      step.text
                    )}
                    {step.code && (
                      <pre className="start-code">
                        {/* A line per block: a long one wraps with its continuation indented (home.css). */}
                        <code>
                          {step.code.split('\n').map((line, i) => (
                            <span key={i} className="start-code-line">
                              {`${line}\n`}
                            </span>
                          ))}
                        </code>
                      </pre>
                    )}
                  </li>
                ))}
              </ol>
              <Link href={path.cta.href} className="start-cta">
                {path.cta.label} <span aria-hidden="true">→</span>
              </Link>
            </article>
          ))}
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-products">
        <h2 id="home-products" className="home-heading">
          Explore the product
        </h2>
        <ul className="home-tiles">
          {home.product_tiles.map((tile) => (
            <li key={tile.href}>
              <Link href={tile.href} className="home-tile">
                <HomeIcon name={tile.icon} />
                <span className="home-tile-title">{tile.title}</span>
                <span className="home-tile-text">{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-popular">
        <h2 id="home-popular" className="home-heading">
          Popular
        </h2>
        <ul className="home-popular">
          {home.popular_links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="home-pill">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
