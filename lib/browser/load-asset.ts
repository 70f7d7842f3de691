type Asset = { tag: 'script'; url: string } | { tag: 'link'; url: string };

const pending = new WeakMap<Element, Promise<void>>();

/**
 * Adds a script or stylesheet to the document once per URL and resolves when it has loaded; a
 * second call for the same URL waits for the same element. A failed load removes the element, so
 * a later call tries again, and rejects with the URL.
 */
export function loadAsset(doc: Document, asset: Asset): Promise<void> {
  const selector = asset.tag === 'script' ? `script[src="${asset.url}"]` : `link[rel="stylesheet"][href="${asset.url}"]`;
  const existing = doc.head.querySelector(selector);
  if (existing) return pending.get(existing) ?? Promise.resolve();
  const element = doc.createElement(asset.tag);
  if (element instanceof HTMLScriptElement) element.src = asset.url;
  else Object.assign(element, { rel: 'stylesheet', href: asset.url });
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
