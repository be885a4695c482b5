import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { SEARCH_PATH, SearchIcon } from './search-bar';
import { searchCopy } from './search-copy';

/**
 * Arrow-key navigation of the open search panel: moves the focus `step` (1 down, -1 up) through the input and
 * the panel's links and buttons in document order; up from the first entry returns to the input, down from
 * the last stays. Returns whether the focus moved.
 */
function moveFocus(panel: HTMLElement, input: HTMLInputElement | null, step: 1 | -1): boolean {
  const entries: HTMLElement[] = [
    ...(input ? [input] : []),
    ...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const next = entries[Math.min(entries.length - 1, Math.max(0, at + step))];
  if (!next || next === document.activeElement) return false;
  next.focus();
  return true;
}

/** The open panel's keys: Esc closes it (`close`), arrow down and up move through its entries. */
export function panelKeys(panelId: string, inputRef: RefObject<HTMLInputElement | null>, close: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const panelEl = document.getElementById(panelId);
      if (panelEl && moveFocus(panelEl, inputRef.current, e.key === 'ArrowDown' ? 1 : -1)) e.preventDefault();
    }
  };
}

/** What the search form shows and reports. */
export interface SearchFormProps {
  readonly query: string;
  readonly open: boolean;
  readonly panelId: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onSubmit: (e: FormEvent) => void;
  readonly onQuery: (query: string) => void;
  readonly onFocus: () => void;
}

/**
 * The search form (shell-account §2 Search): a search combobox with the placeholder 'Search for a product', a clear
 * button while it has text and the submit button; a plain GET of /search/instant without JavaScript.
 */
export function SearchForm({ query, open, panelId, inputRef, onSubmit, onQuery, onFocus }: SearchFormProps) {
  return (
    <form role="search" className="search-form" action={SEARCH_PATH} onSubmit={onSubmit}>
      <input
        ref={inputRef}
        type="search"
        name="query"
        className="search-form__input"
        value={query}
        placeholder={searchCopy.placeholder}
        aria-label={searchCopy.inputLabel}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={onFocus}
        onChange={(e) => onQuery(e.target.value)}
      />
      {query !== '' && (
        <button
          type="button"
          className="search-form__clear"
          aria-label={searchCopy.clear}
          onClick={() => {
            onQuery('');
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="submit" className="search-form__submit" aria-label={searchCopy.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
