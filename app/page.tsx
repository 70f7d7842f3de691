import { AppLink as Link } from '@/components/shell/app-link';
import { HOME_SECTIONS } from '@/lib/home-sections';
import { siteConfig } from '@/lib/site-config';

export default function HomePage() {
  return (
    <main id="main" className="home">
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
