import type { SearchClient } from './types';

/**
 * Asks `primary`; when it fails (every Algolia host down or timing out), answers from `fallback`
 * and marks the response, so the modal can say the results come from the offline index.
 */
export function withFallback(primary: SearchClient, fallback: SearchClient): SearchClient {
  return {
    async search(requests) {
      try {
        return await primary.search(requests);
      } catch (primaryError) {
        try {
          const response = await fallback.search(requests);
          return { ...response, servedBy: 'embedded-fallback' };
        } catch {
          throw primaryError;
        }
      }
    },
  };
}
