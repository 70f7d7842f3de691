import { CLASSIC, WHAT_CHANGED_ROUTE } from '@/lib/config/release-line';

/** Says once, at the top of each GenBI Classic page, which release it describes and where the project went since. */
export function VersionNotice() {
  return (
    <div className="version-notice" role="note">
      <p>
        This page describes{' '}
        <strong>
          {CLASSIC.name} {CLASSIC.version}
        </strong>{' '}
        with Wren Engine {CLASSIC.engine}, from the <code>{CLASSIC.branch}</code> branch. The open-source project now continues as Wren AI
        Core: <a href={WHAT_CHANGED_ROUTE}>what changed in 2026</a>.
      </p>
    </div>
  );
}
