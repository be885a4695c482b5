import { orderUploadCopy as t } from '../../copy/order-upload-copy';
import type { UploadRowError } from './order-upload-client';

/**
 * A refused upload (core-cart-checkout §2 /order-upload: every error by row and column before anything is created):
 * an alert with the count ('We found 2 problems in your file. Nothing was created.') or, for a file refused whole,
 * the server's message; then every row error, none left out, in a table of Row, Column and Message that scrolls on
 * its own when long (thousands of rows).
 */
export function UploadErrors({ message, rows }: { message: string; rows: readonly UploadRowError[] }) {
  if (rows.length === 0) {
    return (
      <div className="form-error order-upload__alert" role="alert">
        <p>{message}</p>
      </div>
    );
  }
  return (
    <>
      <div className="form-error order-upload__alert" role="alert">
        <p>{t.errorSummary(rows.length)}</p>
        <p>{t.errorFix}</p>
      </div>
      <div className="order-upload__errors" role="region" aria-label={t.errorsCaption} tabIndex={0}>
        <table className="order-upload__grid order-upload__table">
          <caption className="visually-hidden">{t.errorsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.rowHeader}</th>
              <th scope="col">{t.columnHeader}</th>
              <th scope="col">{t.messageHeader}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <tr key={`${e.row}-${e.column}-${i}`}>
                <td>{e.row}</td>
                <td>{e.column || '—'}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
