import { observer } from 'mobx-react-lite';
import { useCheckout } from '../../app/use-checkout';
import { orderCopy } from '../../copy';
import { AppLink } from '../../components/app-link';

/** The checkout step navigation: the three titles with enabled, complete and current states. */
export const StepNav = observer(function StepNav({ current }: { current: string }) {
  const checkout = useCheckout();
  return (
    <nav className="step-nav" aria-label={orderCopy.checkout.stepsNav}>
      <ol>
        {checkout.stepNav.map((s, i) => {
          const isCurrent = s.step === current;
          const state = isCurrent
            ? 'is-current'
            : s.complete
              ? 'is-complete'
              : s.enabled
                ? 'is-enabled'
                : 'is-disabled';
          const content = (
            <>
              <span className="step-nav__number" aria-hidden="true">
                {s.complete && !isCurrent ? '✓' : i + 1}
              </span>
              <span className="step-nav__title">{s.title}</span>
              {s.complete && <span className="visually-hidden"> ({orderCopy.checkout.stepComplete})</span>}
            </>
          );
          return (
            <li key={s.step} className={`step-nav__item ${state}`}>
              {s.enabled && !isCurrent ? (
                <AppLink to={`/checkout/${s.step}`}>{content}</AppLink>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined} aria-disabled={!s.enabled || undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
