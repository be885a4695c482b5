import { ReceiptPage } from '../features/checkout/receipt-page';

/** '/checkout/receipt?token=...' (loaded on demand). */
export default ReceiptPage;
