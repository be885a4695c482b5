import { useEffect, useId, useRef, useState } from 'react';
import {
  parseQuantityInput,
  QUANTITY_INPUT_DEBOUNCE_MS,
  QUANTITY_INPUT_FROM,
  quantityOptions,
  usesQuantityInput,
} from '../../core/cart';
import { copy, errorText } from '../copy';

/** Props: the current `value`, the variant's maximum pieces per order, and the change callback. */
export interface QuantitySelectorProps {
  readonly value: number;
  readonly max?: number;
  readonly onChange: (quantity: number) => void;
  readonly disabled?: boolean;
  /** Raised when the typed value is below 1 (spec §4 "values below 1 raise an under-threshold event"). */
  readonly onUnderThreshold?: () => void;
  readonly className?: string;
  /** The form field's name (the dropdown's or the numeric input's), so a form posts it without JavaScript. */
  readonly name?: string;
}

/**
 * The quantity selector's state: whether the numeric input replaced the dropdown, the typed text and its
 * validation error. A typed value is parsed 500 ms after typing stops and applied through `onChange` (or
 * `onUnderThreshold` raised); `choose` applies a dropdown choice and swaps in the focused input for 'more...'.
 */
function useQuantityState({
  value,
  max,
  onChange,
  onUnderThreshold,
}: Pick<QuantitySelectorProps, 'value' | 'max' | 'onChange' | 'onUnderThreshold'>) {
  const [inputMode, setInputMode] = useState(() => usesQuantityInput(value));
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const dirty = useRef(false);

  useEffect(() => {
    if (usesQuantityInput(value)) setInputMode(true);
    if (!dirty.current) setText(String(value));
  }, [value]);

  useEffect(() => {
    if (!inputMode || !dirty.current) return undefined;
    const timer = setTimeout(() => {
      dirty.current = false;
      const result = parseQuantityInput(text, max);
      if (result.ok) {
        setError(undefined);
        if (result.value !== value) onChange(result.value);
        return;
      }
      setError(errorText(result.error));
      if (result.error.code === 'quantity/under-threshold') onUnderThreshold?.();
    }, QUANTITY_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, inputMode, max, value, onChange, onUnderThreshold]);

  const choose = (chosen: number) => {
    if (chosen >= QUANTITY_INPUT_FROM) {
      setInputMode(true);
      setText(String(QUANTITY_INPUT_FROM));
      queueMicrotask(() => inputRef.current?.focus());
    }
    if (chosen !== value) onChange(chosen);
  };
  const type = (typed: string) => {
    dirty.current = true;
    setText(typed);
  };
  return { inputMode, text, error, inputRef, choose, type };
}

/**
 * The quantity selector (spec: core-cart-checkout §4 Overlay and quantity selector, §5, §9): a dropdown
 * labelled 'Quantity' with 1 to 9 (capped by the maximum) and 'more...'; choosing 'more...' swaps in a
 * numeric input, minimum 1, whose value is applied 500 ms after typing stops and validated with the
 * spec's messages. With `name` the field is part of its form's data (the product page's form posts it).
 */
export function QuantitySelector({
  value,
  max,
  onChange,
  disabled,
  onUnderThreshold,
  className,
  name,
}: QuantitySelectorProps) {
  const id = useId();
  const { inputMode, text, error, inputRef, choose, type } = useQuantityState({
    value,
    max,
    onChange,
    onUnderThreshold,
  });
  const options = quantityOptions(max);

  const errorId = `${id}-error`;
  return (
    <div className={`quantity ${className ?? ''}`}>
      <label htmlFor={id} className="quantity__label">
        {copy.quantity.label}
      </label>
      {inputMode ? (
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => type(e.target.value)}
        />
      ) : (
        <select
          id={id}
          name={name}
          className="quantity__select"
          value={value}
          disabled={disabled}
          onChange={(e) => choose(Number(e.target.value))}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label === 'more...' ? copy.quantity.more : o.label}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
