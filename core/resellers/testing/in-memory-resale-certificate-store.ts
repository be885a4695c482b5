import type { CertificateStatus, ResaleCertificate } from '../model';
import type { CertificateFile, CertificateReview, ResaleCertificateStore } from '../../../ports/resale-certificates';

const newestFirst = (a: ResaleCertificate, b: ResaleCertificate): number =>
  b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id);

/** A ResaleCertificateStore in memory, for tests of the resellers' use cases and the server's routes. */
export class InMemoryResaleCertificateStore implements ResaleCertificateStore {
  private readonly rows = new Map<string, { certificate: ResaleCertificate; bytes: Uint8Array }>();

  add(certificate: ResaleCertificate, bytes: Uint8Array): Promise<void> {
    this.rows.set(certificate.id, { certificate, bytes: new Uint8Array(bytes) });
    return Promise.resolve();
  }

  get(id: string): Promise<ResaleCertificate | undefined> {
    return Promise.resolve(this.rows.get(id)?.certificate);
  }

  listByCustomer(customerId: string): Promise<readonly ResaleCertificate[]> {
    const all = [...this.rows.values()].map((r) => r.certificate);
    return Promise.resolve(all.filter((c) => c.customerId === customerId).sort(newestFirst));
  }

  list(status?: CertificateStatus): Promise<readonly ResaleCertificate[]> {
    const all = [...this.rows.values()].map((r) => r.certificate);
    return Promise.resolve(all.filter((c) => !status || c.status === status).sort(newestFirst));
  }

  file(id: string): Promise<CertificateFile | undefined> {
    const row = this.rows.get(id);
    if (!row) return Promise.resolve(undefined);
    const { contentType, fileName } = row.certificate;
    return Promise.resolve({ contentType, fileName, bytes: new Uint8Array(row.bytes) });
  }

  review(id: string, review: CertificateReview): Promise<ResaleCertificate | undefined> {
    const row = this.rows.get(id);
    if (!row || row.certificate.status !== 'pending') return Promise.resolve(undefined);
    const certificate: ResaleCertificate = { ...row.certificate, ...review };
    this.rows.set(id, { ...row, certificate });
    return Promise.resolve(certificate);
  }
}
