import { CORE } from './core-release';
import type { DocVersion } from './doc-version';

/** Site settings: one typed place for what the shell shows and where it links. */
export const siteConfig = {
  name: 'Wren AI',
  title: 'Wren AI Docs',
  tagline: 'Chat with your data: text-to-SQL, charts, spreadsheets, reports and dashboards.',
  /** The public URL the site is served from; used for canonical URLs, the sitemap and llms.txt. */
  url: (process.env.SITE_URL || 'https://docs.getwren.ai').replace(/\/+$/, ''),
  /** The site's home on the web: a link to it in content is a link to this site, checked like a relative one. */
  canonicalUrl: 'https://docs.getwren.ai',
  /** Who publishes the docs, for structured data. */
  publisher: { name: 'Wren AI', url: 'https://www.getwren.ai' },
  /** The X (Twitter) account named in link previews. */
  twitter: '@getwrenai',
  navbar: {
    items: [
      { label: 'Commercial Plans', href: '/cp/overview', section: '/cp' },
      { label: 'Open Source', href: '/oss/overview/introduction', section: '/oss' },
    ],
    external: [
      { label: 'Blog', href: 'https://www.getwren.ai/blog' },
      { label: 'Status', href: 'https://status.getwren.ai' },
      { label: 'getwren.ai', href: 'https://www.getwren.ai' },
    ],
  },
  footer: [
    {
      title: 'Wren AI Cloud',
      links: [
        { label: 'Overview', href: '/cp/overview' },
        { label: 'Get started', href: '/cp/getting_started/create_organization' },
        { label: 'Cloud portal', href: 'https://cloud.getwren.ai' },
        { label: 'Release notes', href: '/cp/releases' },
      ],
    },
    {
      title: 'Open Source',
      links: [
        { label: 'Introduction', href: '/oss/overview/introduction' },
        { label: 'Sample data', href: '/oss/getting_started/sample_data' },
        { label: 'Security', href: '/oss/concept/security' },
        { label: 'Changelog', href: '/oss/releases' },
      ],
    },
    {
      title: 'Community',
      links: [
        { label: 'Discord', href: 'https://discord.gg/5DvshJqG8Z' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wrenai' },
        { label: 'X', href: 'https://x.com/getwrenai' },
      ],
    },
    {
      title: 'Source',
      links: [
        { label: 'Wren AI on GitHub', href: 'https://github.com/Canner/WrenAI' },
        { label: 'Wren Engine on GitHub', href: 'https://github.com/Canner/wren-engine' },
        { label: 'About these docs', href: '/about' },
      ],
    },
  ],
  copyrightYear: 2025,
  /** A dismissible bar above the navbar; a new id shows it again to readers who dismissed the old one. */
  announcement: {
    id: 'open-source-core-2026',
    text: 'Wren AI’s open source has a new core. The Docker app is now Wren GenBI Classic.',
    link: { label: 'What changed in 2026', href: '/oss/overview/what_changed_2026' },
  } as { id: string; text: string; link?: { label: string; href: string } } | null,
  /** The documentation sets a reader can switch between, remembered in the browser. */
  versions: [
    { id: 'cloud', label: 'Cloud (latest)', href: '/cp/overview', sidebar: 'cloud' },
    { id: 'core', label: `Core (wren ${CORE.version})`, group: 'Open source', href: '/oss/introduction', sidebar: 'core' },
    { id: 'oss-0.29.2', label: 'GenBI Classic 0.29.2', group: 'Open source', href: '/oss/overview/genbi_classic', sidebar: 'oss' },
  ] as readonly DocVersion[],
  locales: [{ code: 'en', label: 'English' }],
  /** Page-view endpoint and marketing script: off unless set at build time. */
  analytics: {
    endpoint: process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT || undefined,
    marketingScript: process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL || undefined,
  },
} as const;

/** Width in px from which the sidebar and table of contents sit beside the content. */
export const DESKTOP_BREAKPOINT = 996;
