// Layout checks run inside a frame (page.evaluate), shared by the screen walks.

/**
 * Whatever a customer cannot see or reach: an element or a run of text past the frame's left or right edge,
 * text clipped by a box that hides or scrolls its overflow, addresses or order numbers under 14 px, a
 * wrapped address whose later lines do not start flush with its first, groups set apart other than as
 * their kind wants (an id's groups touch, as it is written; groups of four have a gap), and an order number
 * in more than two lines.
 */
export function offScreen(): string[] {
  /**
   * Groups set apart as their kind wants, within each line: an id (dashes) reads as it is written, its groups
   * touching; groups of four have a visible gap. Defined here: page.evaluate runs this function alone.
   */
  function groupGaps(value: Element, label: string): string[] {
    const spans = [...value.querySelectorAll('span')].map((s) => s.getBoundingClientRect());
    const id = (value.textContent ?? '').includes('-');
    const gaps = spans.flatMap((r, i) => {
      const before = spans[i - 1];
      return before && Math.round(r.top) === Math.round(before.top) ? [r.left - before.right] : [];
    });
    const wrong = gaps.filter((g) => (id ? Math.abs(g) > 0.5 : g < 3));
    return wrong.length ? [`${label} has gaps of ${gaps.map((g) => g.toFixed(1)).join(', ')} px`] : [];
  }
  const out: string[] = [];
  const width = document.documentElement.clientWidth;
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || el.closest('.offscreen')) continue;
    if (r.right > width + 0.5 || r.left < -0.5)
      out.push(`${name(el)} spans ${r.left}–${r.right} of ${width}`);
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim()) {
      out.push(`${name(el)} clips its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    if (el.matches('.grouped') && parseFloat(style.fontSize) < 14) {
      out.push(`${name(el)} at ${style.fontSize}`);
    }
  }
  // A wrapped address or order number: every line starts flush with the first, no gap before its first group.
  for (const grouped of document.querySelectorAll('.grouped')) {
    const starts = new Map<number, number>();
    for (const span of grouped.querySelectorAll('span')) {
      const r = span.getBoundingClientRect();
      const line = Math.round(r.top);
      if (!starts.has(line)) starts.set(line, r.left);
    }
    const lefts = [...starts.values()];
    if (lefts.some((l) => Math.abs(l - lefts[0]!) > 0.5)) {
      out.push(`${name(grouped)} lines start at ${lefts.map((l) => l.toFixed(1)).join(', ')}`);
    }
    out.push(...groupGaps(grouped, name(grouped)));
    // An order number is read in at most two lines, not a column of one group a line beside its label.
    if ((grouped.textContent ?? '').includes('-') && starts.size > 2) {
      out.push(`${name(grouped)} takes ${starts.size} lines`);
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent?.trim() || n.parentElement?.closest('.offscreen')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) {
        out.push(`text "${n.textContent.trim().slice(0, 30)}" spans ${r.left}–${r.right} of ${width}`);
        break;
      }
    }
  }
  return out;
}

/**
 * The words of the elements `selector` matches that layout split across two lines ("Manhaja / r"): a label
 * may wrap between its words, never inside one.
 */
export function splitWords(selector: string): string[] {
  const split: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
  }
  return split;
}
