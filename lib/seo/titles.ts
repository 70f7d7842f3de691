import type { Crumb } from '@/lib/content/navigation';

export interface TitledPage {
  route: string;
  title: string;
  /** Outermost first, ending with the page itself. */
  breadcrumbs: Crumb[];
}

/**
 * A <title> for each page that no other page shares: the cloud and open-source editions have
 * pages of the same name ('Connect to BigQuery'), so a shared title gets the shortest run of its
 * breadcrumb labels that tells it apart, e.g. 'Connect to BigQuery (Wren AI Cloud)'.
 */
export function uniqueTitles(pages: TitledPage[]): Map<string, string> {
  const byTitle = new Map<string, TitledPage[]>();
  for (const page of pages) byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page]);
  const titles = new Map<string, string>();
  for (const [title, group] of byTitle) {
    for (const page of group) titles.set(page.route, group.length === 1 ? title : `${title} (${qualifier(page, group)})`);
  }
  return titles;
}

function qualifier(page: TitledPage, group: TitledPage[]): string {
  const trail = ancestors(page);
  for (let length = 1; length <= trail.length; length++) {
    const prefix = trail.slice(0, length).join(' › ');
    if (group.every((other) => other === page || ancestors(other).slice(0, length).join(' › ') !== prefix)) return prefix;
  }
  return page.route;
}

const ancestors = (page: TitledPage) => page.breadcrumbs.slice(0, -1).map((crumb) => crumb.label);
