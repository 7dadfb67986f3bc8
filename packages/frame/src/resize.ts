/** Reports the content's height to the host whenever it changes, so the iframe fits it with no scrollbar. */
export function reportHeight(el: Element, send: (height: number) => void): () => void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(el.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      send(height);
    }
  };
  const observer = new ResizeObserver(measure);
  observer.observe(el);
  measure();
  return () => observer.disconnect();
}
