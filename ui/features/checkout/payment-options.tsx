import { observer } from 'mobx-react-lite';
import { TextField } from '../../components/form-field';
import { orderCopy } from '../../copy/order-copy';
import { NEW_CARD, OFFLINE, type PaymentOptionsStore } from '../../stores/payment-options-store';
import { PasswordRulesList } from '../account/password-rules-list';
import '../../styles/account.css';

/** A radio button with its label. */
function Radio(props: { name: string; value: string; checked: boolean; onPick: () => void; children: string }) {
  return (
    <label className="radio-field">
      <input type="radio" name={props.name} value={props.value} checked={props.checked} onChange={props.onPick} />
      {props.children}
    </label>
  );
}

/**
 * A signed-in customer's saved cards (spec: core-cart-checkout §7 "saved payment methods in checkout"; in CX mode the
 * acted-for customer's, and 'Offline'), the default first and preselected, and "Use a new card" (the card form
 * below). Nothing while the wallet is empty.
 */
export const SavedCardChoice = observer(function SavedCardChoice({ options }: { options: PaymentOptionsStore }) {
  const t = orderCopy.wallet;
  if (!options.cxMode && (!options.signedIn || options.savedCards.length === 0)) return null;
  return (
    <fieldset className="saved-cards">
      <legend>{t.legend}</legend>
      {options.savedCards.map((c) => (
        <Radio
          key={c.id}
          name="paymentMethod"
          value={c.id}
          checked={options.choice === c.id}
          onPick={() => options.choose(c.id)}
        >
          {`${t.card(c.brand, c.last4, c.expirationMonth, c.expirationYear)}${c.isDefault ? ` (${t.default})` : ''}`}
        </Radio>
      ))}
      <Radio name="paymentMethod" value={NEW_CARD} checked={options.newCard} onPick={() => options.choose(NEW_CARD)}>
        {t.newCard}
      </Radio>
      {options.cxMode && (
        <Radio name="paymentMethod" value={OFFLINE} checked={options.offline} onPick={() => options.choose(OFFLINE)}>
          {t.offline}
        </Radio>
      )}
    </fieldset>
  );
});

/** "Save this card for later", for a signed-in customer paying with a new card (not a CX agent: not their wallet). */
export const SaveCardOption = observer(function SaveCardOption({ options }: { options: PaymentOptionsStore }) {
  if (!options.signedIn || options.cxMode || !options.newCard) return null;
  return (
    <label className="checkbox-field">
      <input type="checkbox" checked={options.saveCard} onChange={(e) => options.set('saveCard', e.target.checked)} />
      {orderCopy.wallet.saveCard}
    </label>
  );
});

/**
 * A guest's "Create an account" (spec: core-cart-checkout §4 Placing an order step 2, §5 "needs e-mail, name, and a
 * password unless the set-password flow is used"): with a password (the four rules of shell-account §5) or "Email me
 * a link to set a password". The e-mail and name are the address step's.
 */
export const CreateAccountOption = observer(function CreateAccountOption({
  options,
}: {
  options: PaymentOptionsStore;
}) {
  const t = orderCopy.account;
  if (options.signedIn) return null;
  return (
    <fieldset className="create-account">
      <legend>{t.legend}</legend>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={options.createAccount}
          onChange={(e) => options.set('createAccount', e.target.checked)}
        />
        {t.create}
      </label>
      {options.createAccount && (
        <div className="create-account__choices">
          <Radio
            name="accountMode"
            value="password"
            checked={options.accountMode === 'password'}
            onPick={() => options.set('accountMode', 'password')}
          >
            {t.withPassword}
          </Radio>
          {options.accountMode === 'password' && (
            <div className="create-account__password">
              <TextField
                label={t.password}
                type="password"
                name="new-password"
                autoComplete="new-password"
                value={options.password}
                error={options.passwordError}
                onValue={(v) => options.set('password', v)}
                onBlur={() => options.touchPassword()}
              />
              <PasswordRulesList password={options.password} id="checkout-password-rules" />
            </div>
          )}
          <Radio
            name="accountMode"
            value="link"
            checked={options.accountMode === 'link'}
            onPick={() => options.set('accountMode', 'link')}
          >
            {t.withLink}
          </Radio>
        </div>
      )}
    </fieldset>
  );
});
