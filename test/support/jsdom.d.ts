/**
 * The part of jsdom (a devDependency, used without @types/jsdom) that test/support/out-pages.ts and the boot-script
 * and body-from-dom tests call.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        runScripts?: 'dangerously' | 'outside-only';
        pretendToBeVisual?: boolean;
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
