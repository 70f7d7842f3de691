import sidebars from '@/content/sidebars';
import { editionScopes } from '@/lib/config/doc-version';
import { SiteHeaderBar } from './site-header-bar.client';

/** Which routes each sidebar owns and its label: all the edition choice and the search need of content/sidebars.ts. */
const scopes = editionScopes(sidebars);

export function SiteHeader() {
  return <SiteHeaderBar scopes={scopes} />;
}
