/**
 * Reports the content's height to the host whenever it changes, so the iframe fits it with no scrollbar.
 *
 * Nothing is reported while `shown()` is false (the card that stands in while the session is read): the
 * host's iframe keeps its initial height (0, or theme.minHeight) and then takes the first real screen's
 * height in one step, with no jump through the stand-in's. Call `measure()` once `shown()` turns true and
 * the screen is rendered: the observer alone would miss a screen as tall as the stand-in, and a frame with
 * no height may not be laid out on its own.
 */
export function reportHeight(
  el: Element,
  send: (height: number) => void,
  shown: () => boolean = () => true,
): { measure(): void; stop(): void } {
  let last = -1;
  const measure = () => {
    if (!shown()) return;
    const height = Math.ceil(el.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      send(height);
    }
  };
  const observer = new ResizeObserver(measure);
  observer.observe(el);
  measure();
  return { measure, stop: () => observer.disconnect() };
}
