'use client';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatString, type Bank } from '@pulse/core';
import { indexBanks, searchBanks } from './bankSearch.js';
import { checkoutLater } from '@pulse/core/locales/en/checkout-later';
import { useText } from '../i18n/speech.js';

export interface BankPickerProps {
  /** The input's id, for its label. */
  id: string;
  banks: readonly Bank[];
  value: Bank | null;
  onChange: (bank: Bank) => void;
}

const MAX_SHOWN = 50;

/**
 * Places the open list under the input (flipping above when there is no room) and keeps it there while
 * the page scrolls or resizes. floating-ui loads on first open, so it costs nothing until a list is shown.
 */
function usePlacement(open: boolean, reference: HTMLElement | null, floating: HTMLElement | null) {
  useEffect(() => {
    if (!open || !reference || !floating) return;
    let live = true;
    let stop = () => {};
    // Under the input at once, by its box: a positioning chunk that is slow to come (or never comes, on a
    // network that drops) must not leave the list invisible, or in the page's corner.
    const box = reference.getBoundingClientRect();
    Object.assign(floating.style, {
      left: `${box.left}px`,
      top: `${box.bottom + 4}px`,
      width: `${box.width}px`,
      maxHeight: `${Math.max(120, Math.min(innerHeight - box.bottom - 12, 280))}px`,
      visibility: 'visible',
    });
    import('@floating-ui/dom').then(
      ({ autoUpdate, computePosition, flip, offset, size }) => {
        if (!live) return;
        stop = autoUpdate(reference, floating, () => {
          void computePosition(reference, floating, {
            strategy: 'fixed',
            placement: 'bottom-start',
            middleware: [
              offset(4),
              flip(),
              size({
                apply({ rects, availableHeight }) {
                  floating.style.width = `${rects.reference.width}px`;
                  floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight - 8, 280))}px`;
                },
              }),
            ],
          }).then(({ x, y }) => {
            floating.style.left = `${x}px`;
            floating.style.top = `${y}px`;
            floating.style.visibility = 'visible';
          });
        });
      },
      () => {
        // Without floating-ui the list stays under the input, where it was put above.
      },
    );
    return () => {
      live = false;
      stop();
      floating.style.visibility = '';
    };
  }, [open, reference, floating]);
}

/** A searchable combobox of banks (ARIA 1.2 combobox pattern). */
export function BankPicker({ id, banks, value, onChange }: BankPickerProps) {
  const { t } = useText(checkoutLater);
  const listId = useId();
  const [query, setQuery] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const index = useMemo(() => indexBanks(banks), [banks]);
  const matches = useMemo(() => {
    // The chosen bank's own name lists everything again, popular first, so another is one tap away.
    const q = query.trim() === value?.name ? '' : query;
    return searchBanks(index, q).slice(0, MAX_SHOWN);
  }, [index, query, value]);
  const noMatch = open && matches.length === 0;
  const noMatchId = `${listId}-none`;
  const optionId = (i: number) => `${listId}-o${i}`;

  const choose = (bank: Bank) => {
    onChange(bank);
    setQuery(bank.name);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
    } else if (e.key === 'Home' && open) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && open) {
      e.preventDefault();
      setActive(Math.max(0, matches.length - 1));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const bank = matches[active];
      if (bank) choose(bank);
    } else if (e.key === 'Escape' && open) {
      // Closes the list only; the dialog stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  const shown = open && matches.length > 0;
  usePlacement(shown, inputRef.current, listRef.current);
  return (
    <div className="pulse-combobox">
      <input
        id={id}
        ref={inputRef}
        className="pulse-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && matches[active] ? optionId(active) : undefined}
        aria-invalid={noMatch || undefined}
        aria-describedby={noMatch ? noMatchId : undefined}
        autoComplete="off"
        placeholder={t.bankSearch}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={t.bank}
        className="pulse-listbox"
        hidden={!shown}
        // Not a Tab stop: Chromium makes a scrolling box focusable, and Tab from the field would land on the
        // list as it closes (on the field's blur) and leave the dialog. The field moves through the options.
        tabIndex={-1}
      >
        {shown
          ? matches.map((bank, i) => (
              <li
                key={bank.code}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="pulse-option"
                // Keep focus in the input so the list does not close before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(bank)}
              >
                {bank.name}
              </li>
            ))
          : null}
      </ul>
      {/* Always present so that the no-match sentence is announced when it appears. */}
      <p id={noMatchId} className="pulse-field-note" role="status">
        {noMatch ? formatString(t.noBanks, { query: query.trim() }) : null}
      </p>
    </div>
  );
}
