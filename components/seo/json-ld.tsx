import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** The page's structured data for search engines. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
