/**
 * Inlined by the root layout right after the page, so the desktop sidebar's current link is in view
 * before the app starts. It sits in the layout, not in the doc page, because the layout is rendered once:
 * a script in the page would be created again by React on every client navigation, which React warns
 * about. Kept as a string because it runs in the document: the same steps as revealCurrent
 * (lib/browser/reveal-current.ts), which test/unit/inline-scripts.test.ts checks.
 */
export const REVEAL_SIDEBAR_SCRIPT = [
  `(function(){var b=document.querySelector('.doc-sidebar'),l=b&&b.querySelector('[aria-current="page"]');`,
  'if(!l||b.scrollHeight<=b.clientHeight)return;',
  'var r=l.getBoundingClientRect(),t=r.top-b.getBoundingClientRect().top+b.scrollTop;',
  'if(t>=b.scrollTop&&t+r.height<=b.scrollTop+b.clientHeight)return;',
  'b.scrollTop=Math.max(0,Math.min(Math.round(t-b.clientHeight/3),b.scrollHeight-b.clientHeight))})()',
].join('');
