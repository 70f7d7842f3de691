import { siteConfig } from '@/lib/site-config';

export function SiteFooter() {
  return (
    <footer className="footer">
      <p>Copyright © {siteConfig.copyrightYear} Canner, Inc. Built with Next.js.</p>
    </footer>
  );
}
