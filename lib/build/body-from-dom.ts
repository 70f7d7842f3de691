/**
 * A doc page's body, cut from the flight data inlined in its HTML: the browser has it already, as the page's markup.
 *
 * The doc route (and a release note's) renders the body as `<div class="markdown" dangerouslySetInnerHTML>`, so an
 * exported page carried its HTML twice: in the markup, and as a text row of the inline flight data
 * (`<id>:T<UTF-8 length in hex>,<html>`) that the client router reads when the app starts. Hydration never compares
 * that string with the DOM, but the router keeps the payload and renders the page from it when the reader comes back
 * to it, so the string must be whole by the time the app reads it. The rewrite leaves an empty row in its place, and
 * the boot script writes the markup's own HTML (`innerHTML`) back into the row before it loads the framework
 * (bodyRestoreScript). The `.txt` payloads that client navigation fetches keep the body: there the reader has no
 * markup yet.
 */
import { FLIGHT_SCRIPT, scriptStringLiteral } from './compact-flight';

/** Where the emptied row is: the `chunk`-th inline flight chunk (`[1, "…"]` pushes only), at character `at`. */
export type BodyRow = { chunk: number; at: number; id: string };

const BODY_OPEN = '<div class="markdown">';
const BODY_REFERENCE = /"className":"markdown","dangerouslySetInnerHTML":\{"__html":"\$([0-9a-f]+)"\}/;

/** The empty text row left where the body was. */
const emptyRow = (id: string) => `${id}:T0,`;

/**
 * The page without its body's text row, and where the emptied row is; the page as it was, and no row, when it has no
 * body rendered from HTML (an MDX page, a page that is not a doc page) or the row does not hold exactly the markup's body.
 */
export function cutBodyRow(html: string): { html: string; row?: BodyRow } {
  const open = html.indexOf(BODY_OPEN);
  if (open < 0 || html.includes(BODY_OPEN, open + 1)) return { html };
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  const chunks = scripts.map((script) => JSON.parse(script[1]) as string);
  const flight = chunks.join('');
  const id = flight.match(BODY_REFERENCE)?.[1];
  if (!id) return { html };
  const found = findTextRow(flight, id, (text) => html.includes(`${BODY_OPEN}${text}</div>`));
  if (!found) return { html };

  // The chunks the row touches become one, holding the empty row.
  const starts: number[] = [];
  for (let start = 0, index = 0; index < chunks.length; start += chunks[index++].length) starts.push(start);
  const first = starts.findLastIndex((start) => start <= found.start);
  const last = starts.findLastIndex((start) => start <= found.end - 1);
  const lastEnd = starts[last] + chunks[last].length;
  const merged = flight.slice(starts[first], found.start) + emptyRow(id) + flight.slice(found.end, lastEnd);

  let rewritten = '';
  let from = 0;
  scripts.forEach((script, index) => {
    if (index < first || index > last) return;
    rewritten += html.slice(from, script.index);
    if (index === first) rewritten += `<script>self.__next_f.push([1,${scriptStringLiteral(merged)}])</script>`;
    from = script.index + script[0].length;
  });
  rewritten += html.slice(from);
  return { html: rewritten, row: { chunk: first, at: found.start - starts[first], id } };
}

/** The text row `id` of the flight data whose text `matches`: where its header starts and where its text ends. */
function findTextRow(flight: string, id: string, matches: (text: string) => boolean): { start: number; end: number } | undefined {
  const header = new RegExp(`${id}:T([0-9a-f]+),`, 'g');
  for (const match of flight.matchAll(header)) {
    const bytes = parseInt(match[1], 16);
    const textStart = match.index + match[0].length;
    // A row's length counts UTF-8 bytes; `bytes` characters hold at least that many.
    const text = Buffer.from(flight.slice(textStart, textStart + bytes))
      .subarray(0, bytes)
      .toString('utf8');
    if (Buffer.byteLength(text) === bytes && matches(text)) return { start: match.index, end: textStart + text.length };
  }
  return undefined;
}

/**
 * A statement for the boot script, run before it loads the framework: writes the body's markup back into the row
 * `row` of `self.__next_f`, with its UTF-8 length. It leaves the data as it is if the row is not where the build put it.
 * No `<` in it: startupChunks reads the boot script's text up to the first one.
 */
export function bodyRestoreScript(row: BodyRow): string {
  return (
    `(function(f,r,p){var b=document.querySelector('div[class="markdown"]'),n=0,i,c,h;if(!b)return;` +
    'for(i=0;f[i];i++)if(f[i][0]===1&&n++===r.chunk){c=f[i][1];if(c.substr(r.at,p.length)===p){h=b.innerHTML;' +
    "f[i][1]=c.slice(0,r.at)+r.id+':T'+new TextEncoder().encode(h).length.toString(16)+','+h+c.slice(r.at+p.length)}return}" +
    `})(self.__next_f,${JSON.stringify(row)},${JSON.stringify(emptyRow(row.id))});`
  );
}
