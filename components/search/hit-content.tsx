import { hitHeading } from '@/lib/search/group';
import type { SearchHit } from '@/lib/search/types';
import { Highlighted } from './highlighted';

/**
 * A hit's title line, its place in the page, and the snippet of matching text. Given `href` (the /search
 * page), the title is the link and the rest is plain text; in the modal the whole option is the link.
 */
export function HitContent({ hit, href }: { hit: SearchHit; href?: string }) {
  const heading = hitHeading(hit);
  const levels = hit._highlightResult?.hierarchy ?? {};
  const headingLevel = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).find((level) => hit.hierarchy[level]);
  const title = heading && headingLevel ? (levels[headingLevel]?.value ?? heading) : (levels.lvl1?.value ?? hit.hierarchy.lvl1);
  const snippet = hit._snippetResult?.content?.value;
  return (
    <span className="hit-content">
      {href ? (
        <a href={href} className="hit-title">
          <Highlighted value={title} />
        </a>
      ) : (
        <span className="hit-title">
          <Highlighted value={title} />
        </span>
      )}
      {heading && <span className="hit-path">{hit.hierarchy.lvl1}</span>}
      {snippet && (
        <span className="hit-snippet">
          <Highlighted value={snippet} />
        </span>
      )}
    </span>
  );
}
