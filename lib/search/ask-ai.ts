import type { SearchHit } from './types';

export const ASK_AI_DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

export interface Passage {
  title: string;
  url: string;
  text: string;
  /** The documentation set it comes from ('Wren AI Cloud', 'Wren GenBI Classic'…): the hit's lvl0. */
  edition?: string;
}

/**
 * The passages an answer is grounded in: the best distinct prose hits. A passage whose heading and text
 * another edition's page repeats (Cloud and GenBI Classic share many) is given once, from the better-ranked hit.
 */
export function passagesFrom(hits: SearchHit[], limit = 5): Passage[] {
  const passages: Passage[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    if (passages.length >= limit) break;
    const heading = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ');
    const text = hit.content ?? heading;
    const sameText = `${heading}\n${text}`.replace(/\s+/g, ' ').toLowerCase();
    if (seen.has(hit.url) || seen.has(sameText)) continue;
    seen.add(hit.url).add(sameText);
    passages.push({ title: heading, url: hit.url, text, edition: hit.hierarchy.lvl0 || undefined });
  }
  return passages;
}

/** An OpenAI-compatible chat request that asks for an answer from the passages only, citing them. */
export function chatRequest(question: string, passages: Passage[], model = 'gpt-4o-mini') {
  const context = passages
    .map((passage, i) => `[${i + 1}] ${passage.edition ? `${passage.edition}: ` : ''}${passage.title} (${passage.url})\n${passage.text}`)
    .join('\n\n');
  return {
    model,
    stream: true,
    messages: [
      {
        role: 'system',
        content:
          'You answer questions about Wren AI using only the numbered documentation passages given. Cite ' +
          'passages as [1], [2]. If they do not contain the answer, say so.',
      },
      { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
    ],
  };
}

/**
 * Reads server-sent events from a chat-completions stream. Feed it chunks as they arrive; it returns
 * the text deltas complete so far, and whether the stream said it was done.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): { deltas: string[]; done: boolean } => {
    buffer += chunk;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    const deltas: string[] = [];
    let done = false;
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        continue;
      }
      try {
        const delta = JSON.parse(data)?.choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta) deltas.push(delta);
      } catch {
        // A malformed event is skipped; the rest of the stream still counts.
      }
    }
    return { deltas, done };
  };
}

/** Streams an answer, calling `onDelta` with each piece; rejects if the stream ends before [DONE]. */
export async function streamAnswer(endpoint: string, body: unknown, onDelta: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The answer service replied with HTTP ${response.status}.`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) throw new Error('The answer was cut off before it finished.');
    const { deltas, done } = parse(value);
    deltas.forEach(onDelta);
    if (done) return;
  }
}
