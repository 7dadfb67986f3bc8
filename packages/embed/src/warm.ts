/**
 * Connection warming: a `preconnect` hint per origin (the embed's, for the iframe's navigation; the API's,
 * anonymous like the frame's requests), added once per page so that DNS, TCP and TLS can start while the
 * page is still busy. A hint: the browser may skip it.
 */
export function warm(embed: string, api?: string): void {
  [embed, api && new URL(api).origin].map((href, i) => {
    if (href && !document.querySelector(`link[rel=preconnect][href="${href}"]`)) {
      const link = document.head.appendChild(document.createElement('link'));
      link.rel = 'preconnect';
      link.href = href;
      if (i) link.crossOrigin = 'anonymous';
    }
  });
}
