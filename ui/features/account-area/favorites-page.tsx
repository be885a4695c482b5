import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AppLink } from '../../components/app-link';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { accountOrdersCopy } from '../../copy/account-orders-copy';
import { useFavorites } from '../category/favorites-store';
import type { AccountAreaPageProps } from './account-area-views';
import { CardsWithAdd } from './easy-reorder-page';
import '../../styles/account-orders.css';

/**
 * Favorites (spec: shell-account §1 /account/favorites; catalogue-gifting §7 favorites): the customer's favorite
 * products as cards, most recently added first, each with Add to Cart and Remove. Remove (or the card's heart) goes
 * through the favorites store (POST /contents.html with DELETE_WISHLIST) and the card leaves the page at once.
 */
export const FavoritesPage = observer(function FavoritesPage({ data }: AccountAreaPageProps) {
  const favorites = useFavorites();
  const copy = accountOrdersCopy.favorites;
  useEffect(() => {
    void favorites.ensureLoaded();
  }, [favorites]);
  const loaded = favorites.status === 'loaded';
  const cards = (data.favorites ?? []).filter((c) => !loaded || favorites.isFavorite(c.productKey));
  if (cards.length === 0) {
    return (
      <div className="account-orders__empty">
        <p>{copy.empty}</p>
        <AppLink to="/nuts" className="button button--secondary">
          {copy.browse}
        </AppLink>
      </div>
    );
  }
  return (
    <CardsWithAdd
      cards={cards}
      label={accountAreaCopy.titles.favorites}
      extra={(c) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={copy.removeLabel(c.name)}
          disabled={!loaded || favorites.pending.has(c.productKey)}
          onClick={() => {
            if (favorites.isFavorite(c.productKey)) void favorites.toggle(c.productKey);
          }}
        >
          {copy.remove}
        </button>
      )}
    />
  );
});
