/**
 * Phrases in which a page talks about its own sourcing instead of the product ("Wren AI does not publish
 * …", "no public source gives …"). One page may say them: the About page, which states the sourcing policy
 * once. Lowercase; matched on words, whatever the case, apostrophe or line breaks.
 */
export const NARRATING_PHRASES = [
  'does not publish',
  'do not publish',
  "doesn't publish",
  'has not published',
  'have not published',
  "hasn't published",
  'no public source',
  'public sources',
  'these docs do not',
  "these docs don't",
  'this site does not',
  "this site doesn't",
  'not publicly documented',
  'not documented publicly',
] as const;

/** The narrating phrases a text contains, in the list's order, each once. */
export function narratingPhrases(text: string): string[] {
  const normal = ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')} `;
  return NARRATING_PHRASES.filter((phrase) =>
    new RegExp(`(?<![\\w'])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w'])`).test(normal),
  );
}
