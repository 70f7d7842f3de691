import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { NavigationProgress } from '@/components/shell/navigation-progress.client';
import { SiteHeader } from '@/components/shell/site-header';
import { CLEAN_PATH_SCRIPT } from '@/lib/clean-path';
import { siteConfig } from '@/lib/site-config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.name}` },
  description: siteConfig.tagline,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CLEAN_PATH_SCRIPT }} />
        <noscript>
          <style>{'.copy-button{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <NavigationProgress />
        <SiteHeader />
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
