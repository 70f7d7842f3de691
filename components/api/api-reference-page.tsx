import type { ApiReference } from '@/lib/openapi/reference';
import { CLASSIC } from '@/lib/config/release-line';
import { CopyCodeButtons } from '@/components/docs/copy-code.client';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { SidebarSlot } from '@/components/docs/sidebar-slot.client';
import { ApiEnhancements } from './api-enhance.client';
import { ApiSidebar } from './api-sidebar';
import { TryItPanels } from './try-it.client';
import './api.css';

/**
 * The API reference: getting started, every operation and schema as static HTML (`html`, see ApiBody),
 * and small listeners over it: language tabs, the sidebar's place, and Try it per operation.
 */
export function ApiReferencePage({ reference, html, documentUrl }: { reference: ApiReference; html: string; documentUrl: string }) {
  return (
    <div className="api-layout">
      <aside className="api-aside">
        <SidebarSlot>
          <ApiSidebar reference={reference} />
        </SidebarSlot>
      </aside>
      <main id="main" className="api-main">
        <Breadcrumbs
          crumbs={[
            { label: 'Wren GenBI Classic', href: '/oss/overview/genbi_classic' },
            { label: 'Wren Engine', href: '/oss/engine/guide/overview' },
            { label: 'API reference' },
          ]}
        />
        <h1>{reference.title} reference</h1>
        {/* 0.17.0 is the OpenAPI document's info.version; the engine release is the one GenBI Classic pins (docker/.env.example). */}
        <p className="api-version">
          Engine API version <code>{reference.version}</code> (the version of its OpenAPI document) · served by Wren Engine{' '}
          <code>{CLASSIC.engine}</code>, the release {CLASSIC.name} <code>{CLASSIC.version}</code> runs · default server{' '}
          <code>{reference.server}</code> · <a href={documentUrl}>OpenAPI document</a>
        </p>
        {reference.description && <p className="api-intro">{reference.description}</p>}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </main>
      <CopyCodeButtons />
      <ApiEnhancements />
      <TryItPanels documentUrl={documentUrl} defaultServer={reference.server} />
    </div>
  );
}
