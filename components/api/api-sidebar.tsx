import type { ApiReference } from '@/lib/openapi/reference';

/** Groups and operations, then schema groups: the page's own navigation, 300 px wide on desktop. */
export function ApiSidebar({ reference }: { reference: ApiReference }) {
  return (
    <nav aria-label="API reference" className="api-sidebar">
      {reference.operationGroups.map((group) => (
        <details key={group.anchor} open className="sidebar-group">
          <summary className="sidebar-group-label">{group.name}</summary>
          <ul className="sidebar-list">
            {group.items.map((operation) => (
              <li key={operation.anchor}>
                <a href={`#${operation.anchor}`} className="sidebar-link api-sidebar-op">
                  <span className={`http-method http-${operation.method}`}>{operation.method.toUpperCase()}</span>
                  <span className={operation.deprecated ? 'deprecated' : undefined}>{operation.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {reference.schemaGroups.map((group) => (
        <details key={group.anchor} className="sidebar-group">
          <summary className="sidebar-group-label">{group.name}</summary>
          <ul className="sidebar-list">
            {group.items.map((schema) => <li key={schema.anchor}><a href={`#${schema.anchor}`} className="sidebar-link">{schema.name}</a></li>)}
          </ul>
        </details>
      ))}
    </nav>
  );
}
