import type { Envelope } from '../../core/notifications';
import { sniffCertificateType, type ResaleCertificate } from '../../core/resellers';
import type { AccountBackendPort } from '../../ports/account-backend';

/** How the fake runs a call: logs it, answers an injected failure, else the answer. */
type Run = <T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) => Promise<Envelope<T>>;

/**
 * The reseller calls of the fake (ports/account-backend.ts): `certificates` (newest first) is what GET
 * /api/reseller-certificates answers; an upload of a PDF, PNG or JPEG (by its bytes) adds a pending certificate
 * 'cert-{n}' submitted 2026-03-02T15:00Z, anything else answers the server's 'Upload a PDF, PNG or JPEG file.'.
 */
export function fakeResellerCalls(
  certificates: ResaleCertificate[],
  run: Run,
): Pick<AccountBackendPort, 'resaleCertificates' | 'uploadResaleCertificate'> {
  return {
    resaleCertificates: () => run('resaleCertificates', 'resaleCertificates', () => ({ data: { certificates } })),
    uploadResaleCertificate: async (fields, file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return run(
        'uploadResaleCertificate',
        `uploadResaleCertificate:${fields.state}:${fields.certificateNumber}`,
        () => {
          const contentType = sniffCertificateType(bytes);
          if (!contentType) {
            const message = 'Upload a PDF, PNG or JPEG file.';
            return { errors: [{ message, key: 'validation/invalid', fields: { file: message } }] };
          }
          const certificate: ResaleCertificate = {
            id: `cert-${certificates.length + 1}`,
            customerId: 'c-reseller',
            ...fields,
            contentType,
            sizeBytes: bytes.length,
            status: 'pending',
            submittedAt: '2026-03-02T15:00:00.000Z',
          };
          certificates.unshift(certificate);
          return { data: { certificate } };
        },
      );
    },
  };
}
