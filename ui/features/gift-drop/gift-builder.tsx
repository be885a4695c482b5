import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { giftOptionOf, GIFT_BUILD_PATH, type GiftOption } from '../../../core/gifting';
import { AppLink } from '../../components/app-link';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import { useStores } from '../../app/stores-context';
import { GiftOptionCard } from './gift-landing';
import { IngredientsModal } from './ingredients-modal';
import { draftErrors, emptyRecipient, RecipientFields, touchAll, type RecipientDraft } from './recipient-fields';
import { addGiftToCart, type GiftMessage } from './add-gift-to-cart';
import { MessageStep } from './message-step';

const copy = giftDropCopy.build;

/** The builder's steps in order (catalogue-gifting §2 /gift-drop/build/:step?). */
export const BUILD_STEPS = ['gift', 'recipients', 'message'] as const;
/** A builder step. */
export type BuildStep = (typeof BUILD_STEPS)[number];

/** The step of a builder path ('/gift-drop/build/recipients' → 'recipients'; unknown → 'gift'). */
export function buildStepOf(pathname: string): BuildStep {
  const step = pathname.slice(GIFT_BUILD_PATH.length + 1);
  return (BUILD_STEPS as readonly string[]).includes(step) ? (step as BuildStep) : 'gift';
}

/** The step list at the top: the current one marked. */
function StepList({ step }: { step: BuildStep }) {
  return (
    <ol className="gift-steps">
      {BUILD_STEPS.map((s) => (
        <li key={s} aria-current={s === step ? 'step' : undefined}>
          {copy.steps[s]}
        </li>
      ))}
    </ol>
  );
}

/** The recipients step: one form per recipient, 'Add another recipient', and Continue once all are valid. */
function RecipientsStep(props: {
  drafts: RecipientDraft[];
  setDrafts: (d: RecipientDraft[]) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { drafts, setDrafts, onNext, onBack } = props;
  const next = () => {
    setDrafts(drafts.map(touchAll));
    if (drafts.every((d) => Object.keys(draftErrors(d)).length === 0)) onNext();
  };
  return (
    <section className="gift-build__section" aria-labelledby="gift-recipients">
      <h2 id="gift-recipients">{copy.recipientsHeading}</h2>
      {drafts.map((d, i) => (
        <RecipientFields
          key={d.id}
          index={i}
          draft={d}
          onChange={(changed) => setDrafts(drafts.map((x) => (x.id === d.id ? changed : x)))}
          {...(drafts.length > 1 ? { onRemove: () => setDrafts(drafts.filter((x) => x.id !== d.id)) } : {})}
        />
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setDrafts([...drafts, emptyRecipient(Math.max(...drafts.map((d) => d.id)) + 1)])}
      >
        {copy.addRecipient}
      </button>
      <div className="gift-build__nav">
        <button type="button" className="button button--link" onClick={onBack}>
          {copy.back}
        </button>
        <button type="button" className="button button--primary" onClick={next}>
          {copy.next}
        </button>
      </div>
    </section>
  );
}

/** The gift step: the chosen gift's card with 'See Ingredients', and Continue. */
function GiftStep({ option, onNext }: { option: GiftOption; onNext: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="gift-build__section">
      <ul className="gift-options gift-options--one">
        <GiftOptionCard option={option} selected onIngredients={() => setOpen(true)} />
      </ul>
      <p className="gift-drop__note">{giftDropCopy.landing.shippingNote}</p>
      <div className="gift-build__nav">
        <AppLink to={GIFT_BUILD_PATH}>{copy.backToOptions}</AppLink>
        <button type="button" className="button button--primary" onClick={onNext}>
          {copy.next}
        </button>
      </div>
      {open && <IngredientsModal option={option} onClose={() => setOpen(false)} />}
    </section>
  );
}

/**
 * The digital gift builder (spec: catalogue-gifting §2 /gift-drop/build/:step?, §4 Gift drop, §5; core-cart-checkout
 * §4 digital gift and greeting card lines, §5 the sender after ' - '): the gift of the URL's type and category, then
 * its recipients, then the message, sender and optional greeting card, and 'Add to Cart' (one line of the gift with
 * one unit per recipient and their recipientsJson, and a greeting card line), then the cart. The step is in the URL;
 * what was typed stays while the page is open.
 */
export function GiftBuilder() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const root = useStores();
  const option = giftOptionOf(params.get('type') ?? '', params.get('category') ?? '');
  const [drafts, setDrafts] = useState<RecipientDraft[]>([emptyRecipient(1)]);
  const [message, setMessage] = useState<GiftMessage>({ message: '', sender: '', card: false, cardMessage: '' });
  const [adding, setAdding] = useState(false);
  const step = buildStepOf(pathname);
  if (!option)
    return (
      <main className="page container gift-drop">
        <h1>{giftDropCopy.titles.build}</h1>
        <p role="alert">{copy.unknownGift}</p>
        <AppLink to={GIFT_BUILD_PATH}>{copy.backToOptions}</AppLink>
      </main>
    );
  const go = (s: BuildStep) => navigate(`${GIFT_BUILD_PATH}/${s}?type=${option.type}&category=${option.category}`);
  const recipientsReady = drafts.every((d) => Object.keys(draftErrors(d)).length === 0);
  const shown: BuildStep = step === 'message' && !recipientsReady ? 'recipients' : step;
  const add = async () => {
    setAdding(true);
    const added = await addGiftToCart(root, option, drafts, message);
    setAdding(false);
    if (added) navigate('/cart');
  };
  return (
    <main className="page container gift-drop gift-build">
      <h1>{giftDropCopy.titles.build}</h1>
      <StepList step={shown} />
      {shown === 'gift' && <GiftStep option={option} onNext={() => go('recipients')} />}
      {shown === 'recipients' && (
        <RecipientsStep drafts={drafts} setDrafts={setDrafts} onNext={() => go('message')} onBack={() => go('gift')} />
      )}
      {shown === 'message' && (
        <MessageStep
          option={option}
          count={drafts.length}
          value={message}
          onChange={setMessage}
          adding={adding}
          onAdd={add}
          onBack={() => go('recipients')}
        />
      )}
    </main>
  );
}
