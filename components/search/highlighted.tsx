import { splitHighlight } from '@/lib/search/hit-highlight';

/** A highlighted value rendered as text with <mark>: whatever the text holds, it is never parsed as HTML. */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {splitHighlight(value).map((segment, i) =>
        segment.highlighted ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
