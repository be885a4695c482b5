import { LRUCache } from 'lru-cache';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Entries the local test provider keeps per model (sessions, interactions, codes, tokens, grants) at most. */
export const LOCAL_IDENTITY_STORE_MAX = 10_000;

/**
 * The local test identity provider's storage (oidc-provider's Adapter): one LRU per model in this process's memory,
 * each entry expiring with the provider's own lifetime for it and the oldest dropped past LOCAL_IDENTITY_STORE_MAX,
 * so a long-running server stays bounded. A restart forgets every sign-in in progress, which only means starting
 * it again. Consumed entries keep their payload with `consumed` set (an authorization code used twice is refused).
 */
export class LocalIdentityStore implements Adapter {
  private readonly entries: LRUCache<string, AdapterPayload>;

  /** The store of model `name` among one provider's `models` (one map per provider instance). */
  constructor(models: Map<string, LRUCache<string, AdapterPayload>>, name: string) {
    let entries = models.get(name);
    if (!entries) {
      entries = new LRUCache<string, AdapterPayload>({ max: LOCAL_IDENTITY_STORE_MAX });
      models.set(name, entries);
    }
    this.entries = entries;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.entries.set(id, payload, expiresIn ? { ttl: expiresIn * 1000 } : {});
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.entries.get(id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return [...this.entries.values()].find((p) => p.userCode === userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return [...this.entries.values()].find((p) => p.uid === uid);
  }

  async consume(id: string): Promise<void> {
    const found = this.entries.get(id);
    if (found) this.entries.set(id, { ...found, consumed: Math.floor(Date.now() / 1000) }, { noUpdateTTL: true });
  }

  async destroy(id: string): Promise<void> {
    this.entries.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, p] of this.entries.entries()) if (p.grantId === grantId) this.entries.delete(id);
  }
}
