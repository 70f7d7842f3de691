import type { Metadata, Viewport } from 'next';
import Script from 'next/script';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/shell/announcement-bar';
import { AppStarted } from '@/components/shell/app-started.client';
import { TabMemory } from '@/components/docs/tab-memory.client';
import { DevContentEvents } from '@/components/shell/dev-reload';
import { AfterShellScripts, BeforePaintScript } from '@/components/shell/inline-scripts.client';
import { LinkInterceptor } from '@/components/shell/link-interceptor.client';
import { MobileMenuProvider } from '@/components/shell/mobile-menu-context.client';
import { NavigationProgress } from '@/components/shell/navigation-progress.client';
import { PageViewTracker } from '@/components/shell/page-view-tracker.client';
import { SiteFooter } from '@/components/shell/site-footer.client';
import { SiteHeader } from '@/components/shell/site-header';
import { THEME_STORAGE_KEY } from '@/lib/browser/color-mode';
import { siteConfig } from '@/lib/config/site-config';
// The stylesheets. globals.css comes first: it declares the cascade layers (reset, base, shell, content, components)
// that every other stylesheet puts its rules in. The rest follow in layer order too: the minifier keeps in that
// declaration only the layers of its own file, so the order in which the others first appear must be the same.
import './globals.css';
// The error pages' styles come first: app/global-error.tsx imports them too, so the build places them right after globals.css.
import '@/components/shell/route-error.css';
import '@/components/shell/navbar.css';
import '@/components/docs/doc-layout.css';
import '@/components/shell/site-footer.css';
import '@/components/shell/navigation-progress.css';
import '@/components/shell/dev-reload.css';
import '@/components/docs/doc-page.css';
import '@/components/releases/releases.css';
import '@/components/search/search.css';
import '@/components/debug/debug.css';
import '@/components/mdx/mdx.css';
import '@/components/not-found/did-you-mean.css';
import '@/components/home/home.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.name}` },
  description: siteConfig.tagline,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#17181c' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <BeforePaintScript />
        <noscript>
          <style>{'.copy-button,.copy-page{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ThemeProvider attribute="data-theme" defaultTheme="light" enableSystem storageKey={THEME_STORAGE_KEY} themes={['light', 'dark']}>
          <MobileMenuProvider>
            <NavigationProgress />
            <AnnouncementBar />
            <SiteHeader />
            {children}
            <AfterShellScripts />
            <SiteFooter />
          </MobileMenuProvider>
        </ThemeProvider>
        <LinkInterceptor />
        <PageViewTracker />
        <TabMemory />
        <AppStarted />
        <DevContentEvents />
        {siteConfig.analytics.marketingScript && <Script src={siteConfig.analytics.marketingScript} strategy="lazyOnload" />}
      </body>
    </html>
  );
}
