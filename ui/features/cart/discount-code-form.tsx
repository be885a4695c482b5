import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useStores } from '../../app/stores-context';
import { orderCopy } from '../../copy';

/**
 * The discount code form with the applied codes, each with a Remove button; errors show inline
 * (core §4 Discount codes, §8).
 */
export const DiscountCodeForm = observer(function DiscountCodeForm() {
  const { cart } = useStores();
  const [code, setCode] = useState('');
  const id = useId();
  const codes = cart.cart?.discountCodes ?? [];
  const errorId = `${id}-error`;
  return (
    <div className="discount">
      <form
        className="discount__form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await cart.applyCode(code)) setCode('');
        }}
      >
        <label htmlFor={id}>{orderCopy.cart.discountLabel}</label>
        <div className="discount__row">
          <input
            id={id}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={cart.discountError !== undefined}
            aria-describedby={cart.discountError ? errorId : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button--secondary" disabled={cart.applyingCode || code.trim() === ''}>
            {cart.applyingCode ? orderCopy.cart.applying : orderCopy.cart.apply}
          </button>
        </div>
        {cart.discountError && (
          <p id={errorId} className="field-error" role="alert">
            {cart.discountError}
          </p>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="discount__codes" aria-label={orderCopy.cart.appliedCodes}>
          {codes.map((c) => (
            <li key={c.id} className="chip chip--code">
              <span>{c.code}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={orderCopy.cart.removeCode(c.code)}
                onClick={() => {
                  void cart.removeCode(c.id);
                }}
              >
                {orderCopy.cart.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
