import { isReseller } from '../../business/model';
import { err, ok, type Result } from '../../shared';
import { certificateToday, checkCertificateFile, validateCertificateFields, type ResaleCertificate } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';
import { NOT_RESELLER } from './reseller-errors';

/**
 * A reseller uploads a resale certificate (shell-account §2 Reseller Certifications, "resellers
 * only"): `fields` { state, certificateNumber, expiresOn, fileName } and the file's bytes. The customer's business
 * profile must be in the reseller industry ('business/not-reseller' otherwise); the file must be a PDF, PNG or JPEG by
 * its bytes and at most 10 MB; the fields as `validateCertificateFields` (expiry after today in the warehouse's zone).
 * The new certificate is 'pending'; older uploads for the same state stay as history (the newest counts). Errors:
 * 'business/not-reseller', 'validation/invalid' with `details.fields` (file first, then the form's fields).
 */
export class SubmitResaleCertificate {
  constructor(
    private readonly profiles: BusinessProfileStore,
    private readonly certificates: ResaleCertificateStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(customerId: string, fields: unknown, bytes: Uint8Array): Promise<Result<ResaleCertificate>> {
    if (!isReseller(await this.profiles.get(customerId))) return err(NOT_RESELLER);
    const nowMs = this.clock.nowMs();
    const file = checkCertificateFile(bytes);
    if (!file.ok) return file;
    const valid = validateCertificateFields(fields, certificateToday(nowMs));
    if (!valid.ok) return valid;
    const certificate: ResaleCertificate = {
      id: this.ids.uuid(),
      customerId,
      ...valid.value,
      contentType: file.value,
      sizeBytes: bytes.length,
      status: 'pending',
      submittedAt: new Date(nowMs).toISOString(),
    };
    await this.certificates.add(certificate, bytes);
    return ok(certificate);
  }
}
