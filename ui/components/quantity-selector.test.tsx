// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantitySelector } from './quantity-selector';

function Harness({ max, onChange }: { max?: number; onChange?: (q: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantitySelector
      value={value}
      max={max}
      onChange={(q) => {
        setValue(q);
        onChange?.(q);
      }}
    />
  );
}

describe('QuantitySelector (core §4 quantity selector, §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('offers 1 to 9 and more... in a select labelled Quantity', () => {
    render(<Harness />);
    const select = screen.getByLabelText('Quantity');
    expect(select.tagName).toBe('SELECT');
    const labels = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'more...']);
  });

  it('caps the options at the maximum pieces per order, without more...', () => {
    render(<Harness max={4} />);
    const labels = [...(screen.getByLabelText('Quantity') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(labels).toEqual(['1', '2', '3', '4']);
  });

  it('swaps in a numeric input labelled Quantity (min 1) when more... is chosen', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '10' } });
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('number');
    expect(input.min).toBe('1');
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('applies a typed quantity only after the 500 ms debounce', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '10' } });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '25' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledWith(25);
  });

  it("shows 'Quantity cannot exceed {max}' and 'Quantity must be a number'", () => {
    render(<Harness max={40} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '41' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('alert').textContent).toBe('Quantity cannot exceed 40');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('alert').textContent).toBe('Quantity must be a number');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '12' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises the under-threshold event below 1', () => {
    const under = vi.fn();
    render(<QuantitySelector value={12} onChange={() => {}} onUnderThreshold={under} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(under).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('Quantity must be higher than 0');
  });

  it('gives the dropdown and the numeric input the form field name, keeping the Quantity label', () => {
    render(<QuantitySelector value={2} name="quantity" onChange={() => {}} />);
    const select = screen.getByLabelText('Quantity') as HTMLSelectElement;
    expect([select.tagName, select.name, select.value]).toEqual(['SELECT', 'quantity', '2']);
    cleanup();
    render(<QuantitySelector value={12} name="quantity" onChange={() => {}} />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect([input.tagName, input.name, input.value]).toEqual(['INPUT', 'quantity', '12']);
    cleanup();
    render(<QuantitySelector value={2} onChange={() => {}} />);
    expect(screen.getByLabelText('Quantity').hasAttribute('name')).toBe(false);
  });
});
