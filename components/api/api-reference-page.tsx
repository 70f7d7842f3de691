import type { Highlighter } from 'shiki';
import type { ApiReference } from '@/lib/openapi/reference';
import { CopyCodeButtons } from '../docs/copy-code.client';
import { Breadcrumbs } from '../docs/breadcrumbs';
import { SidebarSlot } from '../docs/sidebar-slot.client';
import { ApiSidebar } from './api-sidebar';
import { InteractiveExplorer } from './interactive-explorer.client';
import { OperationSection } from './operation-section';
import { SchemaSection } from './schema-section';

/** The API reference: every operation and schema as static HTML, Swagger UI on request. */
export function ApiReferencePage({ reference, highlighter, documentUrl }: { reference: ApiReference; highlighter: Highlighter; documentUrl: string }) {
  return (
    <div className="api-layout">
      <aside className="api-aside">
        <SidebarSlot>
          <ApiSidebar reference={reference} />
        </SidebarSlot>
      </aside>
      <main id="main" className="api-main">
        <Breadcrumbs crumbs={[{ label: 'Wren AI Open Source', href: '/oss/overview/introduction' }, { label: 'Wren Engine', href: '/oss/engine/guide/overview' }, { label: 'API reference' }]} />
        <h1>{reference.title} reference</h1>
        <p className="api-version">Version <code>{reference.version}</code> · default server <code>{reference.server}</code> · <a href={documentUrl}>OpenAPI document</a></p>
        {reference.description && <p>{reference.description}</p>}
        <InteractiveExplorer documentUrl={documentUrl} defaultServer={reference.server} />
        {reference.operationGroups.map((group) => (
          <section key={group.anchor} aria-labelledby={group.anchor}>
            <h2 id={group.anchor}>{group.name}</h2>
            {group.description && <p>{group.description}</p>}
            {group.items.map((operation) => <OperationSection key={operation.anchor} operation={operation} highlighter={highlighter} />)}
          </section>
        ))}
        {reference.schemaGroups.map((group) => (
          <section key={group.anchor} aria-labelledby={group.anchor}>
            <h2 id={group.anchor}>{group.name === 'model' ? 'model: connection info' : group.name}</h2>
            {group.items.map((schema) => <SchemaSection key={schema.anchor} schema={schema} />)}
          </section>
        ))}
      </main>
      <CopyCodeButtons />
    </div>
  );
}
