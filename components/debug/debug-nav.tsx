import { AppLink as Link } from '@/components/shell/app-link';
import { DEBUG_PAGES, debugPath } from '@/lib/debug/pages';

/** Links between the debug pages. */
export function DebugNav() {
  return (
    <nav aria-label="Debug pages" className="debug-nav">
      <ul>
        {DEBUG_PAGES.map((page) => (
          <li key={page.slug}>
            <Link href={debugPath(page.slug)}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
