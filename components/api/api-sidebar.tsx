import type { ApiReference } from '@/lib/openapi/reference';
import { ApiPath } from './api-path';

export const DOCS_HOME = { label: 'Wren Engine docs', href: '/oss/engine/guide/overview' };

/**
 * The page's own navigation, 300 px wide on desktop: a way back to the docs, Getting started, the
 * operations by tag and the schema groups. api-scroll-spy.client.tsx marks the entry in view.
 */
export function ApiSidebar({ reference }: { reference: ApiReference }) {
  return (
    <nav aria-label="API reference" className="api-sidebar">
      <a href={DOCS_HOME.href} className="api-back">
        <span aria-hidden="true">←</span> {DOCS_HOME.label}
      </a>
      <ul className="sidebar-list">
        <li>
          <a href="#getting-started" className="sidebar-link api-nav-link">
            Getting started
          </a>
        </li>
      </ul>
      {reference.operationGroups.map((group) => (
        <details key={group.anchor} open className="sidebar-group">
          <summary className="sidebar-group-label">{group.title}</summary>
          <ul className="sidebar-list">
            {group.items.map((operation) => (
              <li key={operation.anchor}>
                <a href={`#${operation.anchor}`} className="sidebar-link api-sidebar-op api-nav-link">
                  <span className={`http-method http-${operation.method}`}>{operation.method.toUpperCase()}</span>
                  <ApiPath path={operation.path} className={operation.deprecated ? 'deprecated' : undefined} />
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {reference.schemaGroups.map((group) => (
        <details key={group.anchor} className="sidebar-group">
          <summary className="sidebar-group-label">{group.title}</summary>
          <ul className="sidebar-list">
            {group.items.map((schema) => (
              <li key={schema.anchor}>
                <a href={`#${schema.anchor}`} className="sidebar-link api-nav-link">
                  {schema.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
