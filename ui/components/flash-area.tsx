import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStores } from '../app/stores-context';
import { copy } from '../copy';

const ROLE = { errors: 'alert', warnings: 'status', notices: 'status' } as const;

/**
 * Flash notifications above the page: errors, warnings and notices, each dismissable (core-cart-checkout §2). The
 * sign-in pages (paths under /sign/) hide it (shell-account §2 Flash messages).
 */
export const FlashArea = observer(function FlashArea() {
  const { notifications } = useStores();
  const hidden = useLocation().pathname.startsWith('/sign/');
  if (hidden || !notifications.hasMessages) return null;
  return (
    <div className="flash-area container">
      {notifications.messages.map((flash) => (
        <div
          key={`${flash.type}:${flash.message.key ?? flash.message.message}`}
          className={`flash flash--${flash.type}`}
          role={ROLE[flash.type]}
        >
          <p>{flash.message.message}</p>
          <button
            type="button"
            className="flash__close"
            aria-label={copy.flash.dismiss(flash.message.message)}
            onClick={() => notifications.dismiss(flash)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
