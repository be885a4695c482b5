import { describeBusinessProfileStore } from './business-profile-store-contract';
import { InMemoryBusinessProfileStore } from './in-memory-business-profile-store';

describeBusinessProfileStore('InMemoryBusinessProfileStore', async () => new InMemoryBusinessProfileStore());
