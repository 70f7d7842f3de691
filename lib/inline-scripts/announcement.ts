export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/**
 * Runs before paint: marks the document when the reader dismissed this bar's id, so CSS hides it
 * without a flash. A bar with a new id shows again.
 */
export function announcementScript(id: string): string {
  const dismissed = `localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(id)}`;
  return `try{if(${dismissed})document.documentElement.dataset.announcementDismissed=''}catch(e){}`;
}
