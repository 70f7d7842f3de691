import type { ApiReference } from '@/lib/openapi/reference';
import type { DocSearchRecord } from './types';

import { API_SECTION } from './section-names';

export { API_SECTION };

/** Each engine API operation as a search record at its anchor, and each schema as one too. */
export function apiRecords(reference: ApiReference, route: string): DocSearchRecord[] {
  const lvl1 = `${reference.title} reference`;
  const base = { lvl0: API_SECTION, lvl1, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: DocSearchRecord[] = [
    { objectID: `${route}::0`, type: 'lvl1', hierarchy: { ...base, lvl2: null }, content: reference.description ?? null, url: route },
  ];
  for (const group of reference.operationGroups) {
    for (const op of group.items) {
      const url = `${route}#${op.anchor}`;
      const lvl2 = `${op.method.toUpperCase()} ${op.path} · ${op.summary}`;
      records.push({ objectID: `${url}::0`, type: 'lvl2', hierarchy: { ...base, lvl2 }, content: null, url });
      records.push({
        objectID: `${url}::1`,
        type: 'content',
        hierarchy: { ...base, lvl2 },
        content: `${op.deprecated ? 'Deprecated. ' : ''}${op.description ?? op.summary}`,
        url,
      });
    }
  }
  for (const group of reference.schemaGroups) {
    for (const schema of group.items) {
      const url = `${route}#${schema.anchor}`;
      const fields = schema.properties.map((property) => property.name).join(', ');
      records.push({
        objectID: `${url}::0`,
        type: 'lvl2',
        hierarchy: { ...base, lvl2: `${schema.name} schema` },
        content: [schema.description, fields && `Fields: ${fields}`].filter(Boolean).join(' ') || null,
        url,
      });
    }
  }
  return records;
}
