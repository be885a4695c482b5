import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFavorites } from './favorites-store';
import { listingCopy } from './listing-copy';

/** The outline of the heart icon (an SVG path). */
const HEART_PATH =
  'M12 20.3l-1.3-1.2C5.8 14.7 3 12.1 3 8.9 3 6.3 5 4.3 7.6 4.3c1.5 0 2.9.7 3.8 1.8l.6.7.6-.7' +
  'c.9-1.1 2.3-1.8 3.8-1.8C19 4.3 21 6.3 21 8.9c0 3.2-2.8 5.8-7.7 10.2L12 20.3z';

/**
 * The heart toggle of a product card (spec: catalogue-gifting §7 favorites): pressed when the product is a
 * favorite.
 */
export const FavoriteButton = observer(function FavoriteButton({
  productKey,
  name,
}: {
  productKey: string;
  name: string;
}) {
  const favorites = useFavorites();
  useEffect(() => {
    favorites.loadWhenIdle();
  }, [favorites]);
  const on = favorites.isFavorite(productKey);
  return (
    <button
      type="button"
      className={`favorite-button${on ? ' favorite-button--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? listingCopy.removeFavorite(name) : listingCopy.addFavorite(name)}
      title={on ? listingCopy.removeFavorite(name) : listingCopy.addFavorite(name)}
      disabled={favorites.pending.has(productKey)}
      onClick={() => void favorites.toggle(productKey)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
});
