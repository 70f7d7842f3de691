import { CLASSIC } from '@/lib/config/release-line';

/** Where the notice sends a reader of a GenBI Classic page: the open-source start page, which leads with Wren AI Core. */
export const OPEN_SOURCE_HOME = '/oss/overview/introduction';

/** One slim line at the top of each GenBI Classic page: the release it describes, and where today's open source is. */
export function VersionNotice() {
  return (
    <p className="version-notice" role="note">
      <span className="version-notice-badge">Legacy</span>
      <span className="version-notice-release">
        {CLASSIC.name} {CLASSIC.version}
        <span className="version-notice-branch">
          {' '}
          · <code>{CLASSIC.branch}</code>
        </span>
      </span>
      <a className="version-notice-link" href={OPEN_SOURCE_HOME}>
        Wren AI Core is the current open source →
      </a>
    </p>
  );
}
