/** The part of jsdom (a devDependency, used without @types/jsdom) that test/support/out-pages.ts calls. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
