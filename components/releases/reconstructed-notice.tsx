import { AppLink as Link } from '@/components/shell/app-link';
import { OSS_TIMELINE_ID } from '@/lib/releases/timeline';

/** Says, on every list page and the archive, where the notes come from and what they cannot tell. */
export function ReconstructedNotice({ timelineOnThisPage = false }: { timelineOnThisPage?: boolean }) {
  const timeline = timelineOnThisPage ? `#${OSS_TIMELINE_ID}` : `/cp/releases#${OSS_TIMELINE_ID}`;
  return (
    <div className="admonition admonition-info releases-notice" role="note">
      <p className="admonition-title">How these notes are made</p>
      <p>
        Wren AI does not publish release notes for each version of Wren AI Cloud. The notes in this section are
        reconstructed on this site from public sources, and the public sources found give no release date and no
        list of changes for any cloud version, so the notes show neither. Each note lists its sources at its foot.
      </p>
      <p>
        For a history of features with sources, read the <Link href={timeline}>open-source release timeline</Link>:
        the releases of the self-hosted edition on GitHub, which are numbered separately from the cloud versions.
      </p>
    </div>
  );
}
