'use client';

import { useEffect, useRef, useState } from 'react';
import { ASK_AI_DISCLAIMER, chatRequest, passagesFrom, streamAnswer, type Passage } from '@/lib/search/ask-ai';
import { browserSearchConfig, getSearchClient } from '@/lib/search/client';

type Phase = 'idle' | 'retrieving' | 'answering' | 'done' | 'failed';

/**
 * Ask AI: finds the passages that best match the question and shows them with links; when an
 * answer endpoint is configured, streams an answer grounded in them. The disclaimer always shows.
 */
export function AskAi({ question }: { question: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [passages, setPassages] = useState<Passage[]>([]);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const config = browserSearchConfig();

  useEffect(() => () => abort.current?.abort(), []);

  const ask = async () => {
    if (!question) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase('retrieving');
    setAnswer('');
    setError(null);
    try {
      const { results } = await getSearchClient().search([{ indexName: 'docs', query: question, hitsPerPage: 12 }]);
      const found = passagesFrom(results[0].hits);
      if (controller.signal.aborted) return;
      setPassages(found);
      if (!config.askAiEndpoint || !found.length) {
        setPhase('done');
        return;
      }
      setPhase('answering');
      await streamAnswer(
        config.askAiEndpoint,
        chatRequest(question, found, config.askAiModel),
        (delta) => setAnswer((text) => text + delta),
        controller.signal,
      );
      setPhase('done');
    } catch (reason) {
      if (controller.signal.aborted) return;
      setError((reason as Error).message);
      setPhase('failed');
    }
  };

  return (
    <div className="ask-ai">
      <div className="ask-ai-bar">
        <button type="button" className="button" disabled={!question || phase === 'retrieving' || phase === 'answering'} onClick={ask}>
          {phase === 'failed' ? 'Try again' : 'Ask'}
        </button>
        <span className="ask-ai-question">{question || 'Type a question, then choose Ask.'}</span>
      </div>
      {phase === 'retrieving' && <p role="status">Finding the relevant pages…</p>}
      {(answer || phase === 'answering') && (
        <div className="ask-ai-answer" aria-live="polite" aria-busy={phase === 'answering'}>
          <p className="search-group-title">Answer</p>
          <p className="ask-ai-text">
            {answer}
            {phase === 'answering' && (
              <span className="ask-ai-cursor" aria-hidden="true">
                ▍
              </span>
            )}
          </p>
        </div>
      )}
      {error && (
        <p className="ask-ai-error" role="alert">
          {error}
        </p>
      )}
      {passages.length > 0 && (
        <div className="ask-ai-sources">
          <p className="search-group-title">{config.askAiEndpoint ? 'Sources' : 'The passages that best answer your question'}</p>
          <ol>
            {passages.map((passage) => (
              <li key={passage.url}>
                <a href={passage.url}>{passage.title}</a>
                {passage.edition && <span className="ask-ai-edition">{passage.edition}</span>}
                <span className="hit-snippet">
                  {passage.text.slice(0, 220)}
                  {passage.text.length > 220 ? '…' : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {phase === 'done' && !passages.length && <p>No page of the docs matches this question yet. Try other words.</p>}
      <p className="ask-ai-disclaimer">{ASK_AI_DISCLAIMER}</p>
    </div>
  );
}
