import { InMemoryGiftDropStore } from './in-memory-gift-drop-store';
import { describeGiftDropStore } from './gift-drop-store-contract';

describeGiftDropStore('InMemoryGiftDropStore', async () => new InMemoryGiftDropStore());
