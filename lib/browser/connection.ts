/** The parts of the Network Information API that decide whether prefetching is welcome. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching pages costs data: skip it when the reader asked to save data or is on 2G. */
export function allowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
