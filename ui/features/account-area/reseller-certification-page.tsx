import type { ResaleCertificate } from '../../../core/resellers';
import { accountAreaCopy } from '../../copy/account-area-copy';
import type { AccountAreaPageProps } from './account-area-views';
import { ResellerCertificateForm } from './reseller-certificate-form';
import '../../styles/account-orders.css';
import '../../styles/reseller.css';

const t = accountAreaCopy.reseller;

/** The customer's certificates: State, Number, Expires, Status, Reason and a File link; the empty text for none. */
function CertificateTable({ certificates }: { certificates: readonly ResaleCertificate[] }) {
  if (certificates.length === 0) return <p className="account-orders__empty">{t.empty}</p>;
  const c = t.columns;
  return (
    <div className="order-table-wrap">
      <table className="order-table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            {[c.state, c.number, c.expires, c.status, c.reason, c.file].map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {certificates.map((cert) => (
            <tr key={cert.id}>
              <td data-label={c.state}>{cert.state}</td>
              <td data-label={c.number}>{cert.certificateNumber}</td>
              <td data-label={c.expires}>
                <time dateTime={cert.expiresOn}>{cert.expiresOn}</time>
              </td>
              <td data-label={c.status}>
                <span className={`reseller-status reseller-status--${cert.status}`}>{t.statuses[cert.status]}</span>
              </td>
              <td data-label={c.reason}>{cert.reason ?? ''}</td>
              <td data-label={c.file}>
                <a
                  href={`/api/reseller-certificates/${encodeURIComponent(cert.id)}/file`}
                  download={cert.fileName}
                  aria-label={t.downloadLabel(cert.state, cert.certificateNumber)}
                >
                  {t.download}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Reseller Certifications (/account/reseller-certification; shell-account §2, resellers only; shell-account §2 Reseller
 * Certifications): the customer's resale certificates (server-rendered from the page's `resaleCertificates`) and the
 * upload form; a new upload appears at the top of the table as pending review.
 */
export function ResellerCertificationPage({ data, store }: AccountAreaPageProps) {
  const certificates = data.resaleCertificates ?? [];
  return (
    <div className="reseller-page">
      <p className="reseller-page__intro">{t.intro}</p>
      <section aria-labelledby="reseller-list-title">
        <h2 id="reseller-list-title">{t.listTitle}</h2>
        <CertificateTable certificates={certificates} />
      </section>
      <ResellerCertificateForm onUploaded={(cert) => store.update({ resaleCertificates: [cert, ...certificates] })} />
    </div>
  );
}
