// Read by next-sitemap after `next build` (npm run sitemap, which loads it through tsx so that it
// can use the site settings in lib/). It lists the HTML files of the static export in out/.
import { siteConfig } from './lib/config/site-config.ts';
import { canonicalPath, isIndexable, UNLISTED_PATHS } from './lib/seo/urls.ts';

const changefreq = 'weekly';
const priority = 0.5;

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl: siteConfig.url,
  output: 'export',
  outDir: 'out',
  changefreq,
  priority,
  autoLastmod: false,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  exclude: UNLISTED_PATHS,
  // Each page under its canonical address; anything not meant for search engines is dropped.
  transform: (_config, path) => {
    if (!isIndexable(path)) return null;
    const loc = canonicalPath(path);
    return { loc, changefreq, priority, trailingSlash: loc !== '/' && loc.endsWith('/') };
  },
};

export default config;
