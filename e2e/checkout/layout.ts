// Layout checks of the in-app checkout, run inside the page or frame that shows it (page.evaluate), shared by the
// phone screen walks and the playground's states gallery.

/**
 * What is wrong with the layout of the open dialog on a phone `vw` px wide: any element past the right (or left)
 * edge, any text clipped or hidden behind a horizontal scroll, any address or id under 14 px or with its groups set
 * apart other than as its kind wants (an id's touch, groups of four have a gap), any Copy button not wholly on
 * screen.
 */
export function checkoutLayoutProblems(vw: number): string[] {
  const out: string[] = [];
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) return ['no dialog'];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (el.closest('.pulse-sr-only') || (el.matches('.pulse-copy-note') && !el.textContent)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > vw + 0.5 || r.left < -0.5) out.push(`past the edge (${r.left}–${r.right}): ${name(el)}`);
    if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
      out.push(`clipped or scrolled sideways: ${name(el)}`);
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
    if (hasText && style.textOverflow === 'ellipsis') out.push(`ellipsis: ${name(el)}`);
  }
  for (const el of dialog.querySelectorAll<HTMLElement>('.pulse-address')) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 14) out.push(`${size} px: ${name(el)}`);
    // Groups set apart as their kind wants, within each line: an id (dashes) reads as it is written, its
    // groups touching; groups of four have a visible gap.
    const spans = [...el.querySelectorAll('.pulse-group')].map((s) => s.getBoundingClientRect());
    const id = (el.textContent ?? '').includes('-');
    const gaps = spans.flatMap((r, i) => {
      const before = spans[i - 1];
      return before && Math.round(r.top) === Math.round(before.top) ? [r.left - before.right] : [];
    });
    if (gaps.some((g) => (id ? Math.abs(g) > 0.5 : g < 3))) {
      out.push(`groups ${gaps.map((g) => g.toFixed(1)).join(', ')} px apart: ${name(el)}`);
    }
  }
  for (const el of dialog.querySelectorAll<HTMLElement>('.pulse-copy')) {
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.right > vw) out.push(`copy button off screen: ${el.getAttribute('aria-label')}`);
    // Reachable: within the dialog's scrollable area, not cut by its sides.
    const d = dialog.getBoundingClientRect();
    if (r.left < d.left || r.right > d.right) out.push(`copy button cut: ${el.getAttribute('aria-label')}`);
  }
  return out;
}
