import { useLocation } from 'react-router';
import { GiftBuilder } from './gift-builder';
import { GiftLanding } from './gift-landing';
import { GiftRedeem } from './gift-redeem';
import { GiftSent } from './gift-sent';
import './gift-drop.css';

/**
 * The digital gift's pages, one on-demand chunk (ui/app/pages.ts `GiftDropRoute`; spec: catalogue-gifting §2
 * /gift-drop/build/:step?, /gift-drop/redeem/:step?): by path, the redemption, the sender's gifts
 * ('/gift-drop/build/sent'), the builder's steps, or the gift options landing ('/gift-drop/build').
 */
export default function GiftDropPage() {
  const { pathname } = useLocation();
  if (pathname === '/gift-drop/redeem' || pathname.startsWith('/gift-drop/redeem/')) return <GiftRedeem />;
  if (pathname === '/gift-drop/build/sent') return <GiftSent />;
  if (pathname.startsWith('/gift-drop/build/')) return <GiftBuilder />;
  return <GiftLanding />;
}
