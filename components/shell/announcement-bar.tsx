import { siteConfig } from '@/lib/config/site-config';
import { AppLink as Link } from './app-link';
import { DismissAnnouncement } from './dismiss-announcement.client';

/** The site-wide notice above the navbar. Hidden before paint once dismissed (see announcementScript). */
export function AnnouncementBar() {
  const announcement = siteConfig.announcement;
  if (!announcement) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <p>
        {announcement.text} {announcement.link && <Link href={announcement.link.href}>{announcement.link.label}</Link>}
      </p>
      <DismissAnnouncement id={announcement.id} />
    </div>
  );
}
