import { describe, expect, it } from 'vitest';
import { resolveLink } from '@/lib/content/links';

const origin = {
  route: '/cp/guide/connect/overview',
  relativePath: 'cp/guide/connect/overview.md',
  routeOfFile: (file: string) =>
    ({ 'cp/guide/connect/bigquery.md': '/cp/guide/connect/bigquery', 'cp/guide/dbt.md': '/cp/guide/dbt-models' })[file],
};

describe('resolveLink', () => {
  it("turns relative .md paths into the target file's route, keeping the anchor", () => {
    expect(resolveLink('./bigquery.md#fields', origin)).toEqual({
      href: '/cp/guide/connect/bigquery#fields',
      target: '/cp/guide/connect/bigquery#fields',
    });
    expect(resolveLink('../dbt.md', origin).href).toBe('/cp/guide/dbt-models');
  });
  it('keeps absolute routes and resolves relative routes as a browser would', () => {
    expect(resolveLink('/oss/installation', origin).href).toBe('/oss/installation');
    expect(resolveLink('bigquery', origin).href).toBe('/cp/guide/connect/bigquery');
    expect(resolveLink('/oss/wren_engine_api/', origin).href).toBe('/oss/wren_engine_api/');
  });
  it('checks same-page anchors against the current page', () => {
    expect(resolveLink('#steps', origin)).toEqual({ href: '#steps', target: '/cp/guide/connect/overview#steps' });
  });
  it('leaves a link to a missing file pointing at that file, so the check reports it', () => {
    expect(resolveLink('./missing.md', origin).target).toBe('/cp/guide/connect/missing.md');
  });
});
