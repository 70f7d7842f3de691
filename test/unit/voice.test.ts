import { describe, expect, it } from 'vitest';
import { NARRATING_PHRASES, narratingPhrases } from '@/lib/content/narration';
import { showsClassicNotice, WHAT_CHANGED_ROUTE } from '@/lib/config/release-line';

describe('narrating phrases', () => {
  it('finds a page talking about its own sourcing, whatever the case, apostrophe or line break', () => {
    expect(narratingPhrases('Wren AI does not publish the egress IP list.')).toEqual(['does not publish']);
    expect(narratingPhrases('No public\nsource gives the date, and These docs don’t list it.')).toEqual([
      'no public source',
      "these docs don't",
    ]);
    expect(narratingPhrases('The vendor has not published a limit; this site does not guess.')).toEqual([
      'has not published',
      'this site does not',
    ]);
    expect(narratingPhrases('Reconstructed from public sources. The flag is not publicly documented.')).toEqual([
      'public sources',
      'not publicly documented',
    ]);
  });

  it('leaves text about the product alone', () => {
    expect(narratingPhrases('Open Settings and choose Publish. The dashboard is published to your team.')).toEqual([]);
    expect(narratingPhrases('Ask support for the list of egress IP addresses.')).toEqual([]);
    expect(narratingPhrases('The page does not publishing')).toEqual([]);
  });

  it('lists each phrase once, in lowercase', () => {
    expect(new Set(NARRATING_PHRASES).size).toBe(NARRATING_PHRASES.length);
    expect(NARRATING_PHRASES.every((phrase) => phrase === phrase.toLowerCase())).toBe(true);
  });
});

describe('version notice', () => {
  it('shows on the GenBI Classic pages under /oss, not on the open-source landing page, Core, cloud or What changed', () => {
    expect(showsClassicNotice('/oss/installation')).toBe(true);
    expect(showsClassicNotice('/oss/engine/get_started/quickstart')).toBe(true);
    expect(showsClassicNotice('/oss/guide/connect/snowflake')).toBe(true);
    expect(showsClassicNotice('/oss/overview/genbi_classic')).toBe(true);
    expect(showsClassicNotice('/oss/overview/introduction')).toBe(false);
    expect(showsClassicNotice('/oss/introduction')).toBe(false);
    expect(showsClassicNotice('/oss/guides/connect')).toBe(false);
    expect(showsClassicNotice('/oss/get_started/quickstart')).toBe(false);
    expect(showsClassicNotice('/oss/sdk/wasm')).toBe(false);
    expect(showsClassicNotice(WHAT_CHANGED_ROUTE)).toBe(false);
    expect(showsClassicNotice('/cp/overview')).toBe(false);
    expect(showsClassicNotice('/ossify')).toBe(false);
  });
});
