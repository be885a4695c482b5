import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  DELIVERY_ESTIMATE_TEXT,
  arrivesByText,
  estimateCacheKey,
  zipFormError,
  zipFormErrorText,
  type EstimateSubject,
} from '../../../core/catalogue';
import {
  ProductDeliveryStore,
  type KeyValueStorage,
  type ProductDeliveryDeps,
} from '../../stores/product-delivery-store';
import { productCopy } from './product-copy';

function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined; // storage blocked (privacy mode): the estimate works without saving
  }
}

/**
 * A Web Storage reached on each call rather than when the store is made (the store is made while rendering,
 * which must not touch storage: it runs on the server too). Blocked or absent storage reads as empty.
 */
function lazyWebStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  return {
    getItem: (key) => webStorage(kind)?.getItem(key) ?? null,
    setItem: (key, value) => webStorage(kind)?.setItem(key, value),
    removeItem: (key) => webStorage(kind)?.removeItem(key),
  };
}

/** What a product page's delivery store asks of the root store's services: the backend and the clock. */
export type DeliveryServices = ProductDeliveryDeps['services'];

/** The page-scoped delivery store of one product page, over `services` (the root store's). */
export function useProductDeliveryStore(services: DeliveryServices): ProductDeliveryStore {
  const [store] = useState(
    () =>
      new ProductDeliveryStore({
        services,
        zipStorage: lazyWebStorage('localStorage'),
        cacheStorage: lazyWebStorage('sessionStorage'),
      }),
  );
  useEffect(() => {
    const onVisibility = () => (document.hidden ? store.pause() : store.resume());
    if (!document.hidden) store.resume();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      store.pause();
    };
  }, [store]);
  return store;
}

/**
 * The delivery estimate with its ZIP form (catalogue-gifting §2, §4 Delivery estimate, §5 ZIP form, §8):
 * hidden until the first estimate; 'Enter zip code for arrival date'; 'Arrives by {date}' with
 * 'Order within ...'; Canada's ship day; errors in red with the ZIP link. Recomputes when `subject` changes.
 */
export const DeliveryEstimate = observer(function DeliveryEstimate({
  store,
  subject,
}: {
  store: ProductDeliveryStore;
  subject: EstimateSubject;
}) {
  const key = estimateCacheKey(subject, '');
  useEffect(() => {
    void store.estimate(subject);
  }, [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const r = store.result;
  if (!r) return null;
  const zipLink = (
    <button
      type="button"
      className="button button--link delivery-estimate__zip"
      onClick={() => store.openForm()}
      aria-expanded={store.formOpen}
    >
      {store.zip ? productCopy.deliverTo(store.zip) : productCopy.enterZip}
    </button>
  );
  return (
    <section className="delivery-estimate" aria-label={productCopy.deliveryTitle} aria-busy={store.loading}>
      <div className="delivery-estimate__body" aria-live="polite">
        {r.state === 'prompt' && (
          <button
            type="button"
            className="button button--link delivery-estimate__prompt"
            onClick={() => store.openForm()}
            aria-expanded={store.formOpen}
          >
            {DELIVERY_ESTIMATE_TEXT.prompt}
          </button>
        )}
        {r.state === 'arrives' && (
          <>
            <p className="delivery-estimate__arrives">
              <strong>{arrivesByText(r.latestArrivalOn)}</strong> {zipLink}
            </p>
            {store.orderWithin && <p className="delivery-estimate__countdown">{store.orderWithin}</p>}
          </>
        )}
        {r.state === 'canada' && (
          <>
            <p className="delivery-estimate__arrives">
              <strong>{productCopy.shipsToCanada(r.shipDay, DELIVERY_ESTIMATE_TEXT.canada)}</strong> {zipLink}
            </p>
            {store.orderWithin && <p className="delivery-estimate__countdown">{store.orderWithin}</p>}
          </>
        )}
        {r.state === 'none' && <p className="delivery-estimate__arrives">{zipLink}</p>}
        {r.state === 'error' && (
          <p className="delivery-estimate__error">
            <span>{r.message}</span> {zipLink}
          </p>
        )}
      </div>
      {store.formOpen && <ZipForm store={store} />}
    </section>
  );
});

/**
 * The delivery estimate of `subject` over its own page-scoped store (useProductDeliveryStore over `services`): what
 * the product page shows, through DeliveryEstimateIsland (delivery-estimate-island.tsx).
 */
export function ProductDeliveryEstimate(props: { subject: EstimateSubject; services: DeliveryServices }) {
  const store = useProductDeliveryStore(props.services);
  const { subject } = props;
  return <DeliveryEstimate store={store} subject={subject} />;
}

/** The ZIP form: required, US or Canadian pattern; Update disabled while loading or invalid; 'Error: {message}'. */
const ZipForm = observer(function ZipForm({ store }: { store: ProductDeliveryStore }) {
  const id = useId();
  const [text, setText] = useState(store.zip ?? '');
  const [touched, setTouched] = useState(false);
  const error = zipFormError(text);
  return (
    <form
      className="zip-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!error) void store.submitZip(text);
      }}
    >
      <label htmlFor={id} className="zip-form__label">
        {productCopy.zipLabel}
      </label>
      <div className="zip-form__row">
        <input
          id={id}
          className="input zip-form__input"
          inputMode="text"
          autoComplete="postal-code"
          value={text}
          maxLength={10}
          autoFocus
          aria-invalid={touched && error !== undefined}
          aria-describedby={touched && error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="button button--primary" disabled={store.loading || error !== undefined}>
          {productCopy.update}
        </button>
        <button type="button" className="button button--secondary" onClick={() => store.closeForm()}>
          {productCopy.cancel}
        </button>
      </div>
      {touched && error && (
        <p id={`${id}-error`} className="zip-form__error" role="alert">
          {zipFormErrorText(error)}
        </p>
      )}
    </form>
  );
});
