/**
 * A script, a stylesheet, or a stylesheet imported into a cascade layer (`layer`): the site's own
 * layers, which app/globals.css declares after that one, then win over every rule of that file whatever
 * their specificity, so a vendor's look can be restyled with short selectors.
 */
type Asset = { tag: 'script'; url: string } | { tag: 'link'; url: string } | { tag: 'style'; url: string; layer: string };

const pending = new WeakMap<Element, Promise<void>>();

/** The selector that finds an asset already added, and the element that adds it. */
function assetElement(doc: Document, asset: Asset): { selector: string; create: () => HTMLElement } {
  switch (asset.tag) {
    case 'script':
      return { selector: `script[src="${asset.url}"]`, create: () => Object.assign(doc.createElement('script'), { src: asset.url }) };
    case 'link':
      return {
        selector: `link[rel="stylesheet"][href="${asset.url}"]`,
        create: () => Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: asset.url }),
      };
    case 'style':
      return {
        selector: `style[data-href="${asset.url}"]`,
        create: () => {
          const style = doc.createElement('style');
          style.dataset.href = asset.url;
          style.textContent = `@import url(${JSON.stringify(asset.url)}) layer(${asset.layer});`;
          return style;
        },
      };
  }
}

/**
 * Adds a script or stylesheet to the document once per URL and resolves when it has loaded; a
 * second call for the same URL waits for the same element. A failed load removes the element, so
 * a later call tries again, and rejects with the URL.
 */
export function loadAsset(doc: Document, asset: Asset): Promise<void> {
  const { selector, create } = assetElement(doc, asset);
  const existing = doc.head.querySelector(selector);
  if (existing) return pending.get(existing) ?? Promise.resolve();
  const element = create();
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new Error(`could not load ${asset.url}`));
      },
      { once: true },
    );
  });
  pending.set(element, loaded);
  doc.head.append(element);
  return loaded;
}
