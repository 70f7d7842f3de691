import { hitHeading } from '@/lib/search/group';
import type { SearchHit } from '@/lib/search/types';
import { Highlighted } from './highlighted';

/** A hit's title line, its place in the page, and the snippet of matching text. */
export function HitContent({ hit }: { hit: SearchHit }) {
  const heading = hitHeading(hit);
  const levels = hit._highlightResult?.hierarchy ?? {};
  const headingLevel = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).find((level) => hit.hierarchy[level]);
  const title = heading && headingLevel ? levels[headingLevel]?.value ?? heading : levels.lvl1?.value ?? hit.hierarchy.lvl1;
  const snippet = hit._snippetResult?.content?.value;
  return (
    <span className="hit-content">
      <span className="hit-title"><Highlighted value={title} /></span>
      {heading && <span className="hit-path">{hit.hierarchy.lvl1}</span>}
      {snippet && <span className="hit-snippet"><Highlighted value={snippet} /></span>}
    </span>
  );
}
