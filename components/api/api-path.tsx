import { Fragment } from 'react';
import { pathSegments } from '@/lib/openapi/path-breaks';

/** A path that wraps only after a `/` or before a `{`: each piece keeps together, <wbr> between them. */
export function ApiPath({ path, className }: { path: string; className?: string }) {
  return (
    <span className={className ? `api-path ${className}` : 'api-path'}>
      {pathSegments(path).map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{segment}</span>
        </Fragment>
      ))}
    </span>
  );
}
