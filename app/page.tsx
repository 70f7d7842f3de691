import type { Metadata } from 'next';
import { JsonLdScript } from '@/components/seo/json-ld';
import { AppLink as Link } from '@/components/shell/app-link';
import { HOME_SECTIONS } from '@/lib/home-sections';
import { pageMetadata } from '@/lib/seo/metadata';
import { homeLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = pageMetadata({ title: siteConfig.title, absoluteTitle: true, description: siteConfig.tagline, path: '/' });

export default function HomePage() {
  return (
    <main id="main" className="home">
      <JsonLdScript data={homeLd()} />
      <section className="home-hero">
        <h1>{siteConfig.title}</h1>
        <p className="home-tagline">{siteConfig.tagline}</p>
      </section>
      <section className="home-cards" aria-label="Documentation sections">
        {HOME_SECTIONS.map((section) => (
          <div key={section.href} className="home-card">
            <h2><Link href={section.href}>{section.title}</Link></h2>
            <p>{section.text}</p>
            <ul>
              {section.links.map((link) => <li key={link.href}><Link href={link.href}>{link.label}</Link></li>)}
            </ul>
          </div>
        ))}
      </section>
    </main>
  );
}
