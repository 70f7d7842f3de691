/** Site settings: one typed place for what the shell shows and where it links. */
export const siteConfig = {
  name: 'Wren AI',
  title: 'Wren AI Docs',
  tagline: 'Chat with your data: text-to-SQL, charts, spreadsheets, reports and dashboards.',
  /** The public URL the site is served from; used for canonical URLs and the sitemap. */
  url: (process.env.SITE_URL ?? 'https://docs.getwren.ai').replace(/\/+$/, ''),
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
  copyrightYear: 2025,
} as const;

/** Width in px from which the sidebar and table of contents sit beside the content. */
export const DESKTOP_BREAKPOINT = 996;
