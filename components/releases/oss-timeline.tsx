import { formatDate } from '@/lib/releases/list';
import { highlightText, OSS_RELEASES, OSS_TIMELINE_ID, OSS_TIMELINE_TITLE, ossAnchor, ossCompareUrl, ossReleaseHeading, ossPullUrl, ossTagUrl } from '@/lib/releases/timeline';

/**
 * The open-source edition's releases, newest first, each with its tag date, what it added and the
 * commits it summarizes. Labelled throughout as open-source releases, never as cloud versions.
 */
export function OssTimeline() {
  const newestFirst = [...OSS_RELEASES].reverse();
  return (
    <section className="markdown oss-timeline" aria-labelledby={OSS_TIMELINE_ID}>
      <h2 id={OSS_TIMELINE_ID}>{OSS_TIMELINE_TITLE}</h2>
      <p>
        These are releases of the self-hosted open-source edition in the{' '}
        <a href="https://github.com/Canner/WrenAI" rel="noopener">Canner/WrenAI</a> repository, not Wren AI Cloud
        versions. The two editions number their releases separately: the open-source edition has a 0.20.0 and its
        product releases end at 0.29.2, while this site&apos;s cloud list skips 0.20.0 and runs to 0.43.1. An
        open-source release shows when a feature reached the open-source code; it does not tell you when, or in which
        version, the feature reached the cloud.
      </p>
      <p>
        Each date is the commit date of the release&apos;s git tag. Each list summarizes the feature commits since the
        previous entry, with their pull requests, and links to that comparison on GitHub.
      </p>
      {newestFirst.map((release) => (
        <div key={release.version} className="oss-release">
          <h3 id={ossAnchor(release.version)}>{ossReleaseHeading(release)}</h3>
          {release.highlights.length ? (
            <ul>
              {release.highlights.map((item) => (
                <li key={item.text}>
                  {highlightText(item.text)}
                  {item.prs.length > 0 && (
                    <>
                      {' ('}
                      {item.prs.map((pr, index) => (
                        <span key={pr}>{index > 0 && ', '}<a href={ossPullUrl(pr)} rel="noopener">#{pr}</a></span>
                      ))}
                      {')'}
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>No feature commits since {release.previous}: a maintenance release.</p>
          )}
          {release.patches?.length ? (
            <p>Patch releases: {release.patches.map((patch) => `${patch.version} (${formatDate(patch.date)})`).join(', ')}.</p>
          ) : null}
          <p className="oss-release-source">
            Source: <a href={ossCompareUrl(release)} rel="noopener">commits {release.previous}...{release.version}</a>,{' '}
            <a href={ossTagUrl(release.version)} rel="noopener">tag {release.version}</a>
          </p>
        </div>
      ))}
    </section>
  );
}
