import type { Envelope } from '../core/notifications';
import type { GiftedTraysCatalog } from './gifted-trays';
import type { GiftForRedeem, SentGift } from './gift-drops';

/** What a recipient sends to redeem a gift: the mailed key, the chosen product numbers (slot order) and the address. */
export interface RedeemGiftRequest {
  readonly key: string;
  readonly selection: readonly number[];
  /** The address fields as the form has them (the server validates: core/gifting validateGiftAddress). */
  readonly address: Readonly<Record<string, string>>;
}

/** A mini-box choice of the gift box's 'See Ingredients' modal: its product number, name and image. */
export interface GiftBoxChoice {
  readonly productNumber: number;
  readonly name: string;
  readonly imageUrl: string;
}

/**
 * The browser's gift drop calls (spec: catalogue-gifting §2 /gift-drop/build/:step?, /gift-drop/redeem/:step?, §4
 * Gift drop, §7 /api/gifted-trays/catalog), answered in the storefront envelope. Errors in the envelope:
 * 'gift/not-found', 'gift/already-redeemed', 'gift/invalid-choice', 'gift/invalid-address',
 * 'validation/invalid-address' (with each field's message), 'account/not-signed-in'.
 */
export interface GiftDropBackendPort {
  /** GET /api/gift-drop/redeem?key=: the key's gift. */
  forRedeem(key: string): Promise<Envelope<{ readonly gift: GiftForRedeem }>>;
  /** POST /api/gift-drop/redeem: redeems the key's gift; the gift afterwards (status 'redeemed', ship date). */
  redeem(request: RedeemGiftRequest): Promise<Envelope<{ readonly gift: GiftForRedeem }>>;
  /** GET /api/gift-drop/sent: the signed-in sender's gifts, newest first. */
  sent(): Promise<Envelope<{ readonly gifts: readonly SentGift[] }>>;
  /** GET /api/gifted-trays/catalog?type=Tray&category=…: a tray's ingredients (the landing's modal). */
  trayCatalog(category: 'Premium' | 'Classic'): Promise<GiftedTraysCatalog>;
  /** GET /api/gift-drop/box-choices: the gift box's mini-box choices (the landing's modal). */
  boxChoices(): Promise<Envelope<{ readonly choices: readonly GiftBoxChoice[] }>>;
}
