import type { SearchHit } from './types';

export const MAX_RESULTS_PER_GROUP = 5;

export interface HitGroup {
  section: string;
  hits: SearchHit[];
}

/** Groups hits by section (lvl0) in rank order, each URL once, at most `perGroup` per section. */
export function groupHits(hits: SearchHit[], perGroup = MAX_RESULTS_PER_GROUP): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  const seen = new Set<string>();
  for (const hit of hits) {
    if (seen.has(hit.url)) continue;
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length >= perGroup) continue;
    seen.add(hit.url);
    group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  return [...groups].map(([section, items]) => ({ section, hits: items }));
}

/** What a hit is called in a list: its own heading, or the page title for a page or prose hit. */
export function hitHeading(hit: SearchHit): string | undefined {
  const levels = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).filter((level) => hit.hierarchy[level]);
  return levels.length ? hit.hierarchy[levels[0]]! : undefined;
}
