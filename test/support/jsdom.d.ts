/** The part of jsdom (a devDependency, used without @types/jsdom) that test/support/out-pages.ts and the boot-script test call. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
