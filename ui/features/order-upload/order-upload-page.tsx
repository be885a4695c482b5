import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ORDER_UPLOAD_COLUMNS, REQUIRED_ORDER_UPLOAD_COLUMNS } from '../../../core/checkout';
import { Redirect } from '../../app/server-redirect';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { orderUploadCopy as t } from '../../copy/order-upload-copy';
import { createOrderUploadClient, type OrderUploadClient } from './order-upload-client';
import { OrderUploadStore } from './order-upload-store';
import { UploadErrors } from './upload-errors';
import '../../styles/order-upload.css';

/** Where a visitor signs in first, coming back here (as the account area's pages send them). */
export const ORDER_UPLOAD_SIGN_IN = `/sign/in?redirect=${encodeURIComponent('/order-upload')}`;
/** Where a customer without a business account converts (core-cart-checkout §6 Business, source 'User Converted'). */
export const CONVERT_TO_BUSINESS = '/business/register?source=User+Converted';
const TEMPLATE = '/api/order-upload/template';

/** The columns of an order file, each required or not, with what to enter. */
function ColumnsTable() {
  const required = new Set<string>(REQUIRED_ORDER_UPLOAD_COLUMNS);
  return (
    <div className="order-upload__wrap">
      <table className="order-upload__grid order-upload__columns">
        <thead>
          <tr>
            <th scope="col">{t.columnHeader}</th>
            <th scope="col">{t.requiredHeader}</th>
            <th scope="col">{t.notesHeader}</th>
          </tr>
        </thead>
        <tbody>
          {ORDER_UPLOAD_COLUMNS.map((column) => (
            <tr key={column}>
              <th scope="row">{column}</th>
              <td>{required.has(column) ? t.required : t.optional}</td>
              <td>{t.columnNotes[column]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The upload form: the file, 'Upload order' (disabled with a status while uploading), then the outcome. */
const UploadForm = observer(function UploadForm({ store }: { store: OrderUploadStore }) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = store.status === 'uploading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.upload(input.current?.files?.[0]);
  };
  return (
    <section aria-labelledby="order-upload-form">
      <h2 id="order-upload-form">{t.formHeading}</h2>
      <form className="order-upload__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="order-upload-file">{t.fileLabel}</label>
          <input
            ref={input}
            id="order-upload-file"
            name="file"
            type="file"
            accept=".csv,.xlsx"
            aria-describedby="order-upload-file-hint"
          />
          <p id="order-upload-file-hint" className="order-upload__hint">
            {t.fileHint}
          </p>
        </div>
        <p>
          <button type="submit" className="button button--primary" disabled={uploading} aria-busy={uploading}>
            {t.submit}
          </button>
        </p>
        <p role="status" className="order-upload__status">
          {uploading ? t.uploading : ''}
          {store.status === 'uploaded' && store.summary
            ? t.done(store.summary.rows, store.summary.shipments, store.summary.lines)
            : ''}
        </p>
      </form>
      {store.status === 'refused' && store.message && <UploadErrors message={store.message} rows={store.rowErrors} />}
    </section>
  );
});

/** The page of a signed-in customer who may not upload: what it is for, and the way to a business account. */
function NotAllowed() {
  return (
    <section className="order-upload__not-allowed" aria-labelledby="order-upload-not-allowed">
      <h2 id="order-upload-not-allowed">{t.notAllowedHeading}</h2>
      <p>{t.notAllowed}</p>
      <p>
        <a className="button button--primary" href={CONVERT_TO_BUSINESS}>
          {t.convert}
        </a>
      </p>
    </section>
  );
}

/**
 * The bulk order upload page, /order-upload (spec: core-cart-checkout §2 route list and "the entry when the order was
 * created from an order upload"; shell-account §2 "Order Upload (only if bulk upload is available)"), server-rendered
 * from the page state's `orderUpload` access and loaded on demand (ui/app/pages.ts OrderUploadRoute): a visitor is
 * sent to sign in and back; a customer without is_bulk_upload_available reads that it is for business accounts; a
 * business customer reads the columns, downloads a template (CSV or XLSX) and uploads a file: every row error, or
 * checkout at payment. `client` replaces the page's server calls in tests.
 */
function OrderUploadPage({ client }: { client?: OrderUploadClient }) {
  const root = useStores();
  const [store] = useState(
    () =>
      new OrderUploadStore(
        { client: client ?? createOrderUploadClient(), fullLoad: (url) => root.navigator.fullLoad(url) },
        root.initialOrderUpload?.access,
      ),
  );
  usePageAnnouncement(t.title);
  useEffect(() => {
    void store.checkAccess();
  }, [store]);
  if (store.access === 'signed-out') return <Redirect to={ORDER_UPLOAD_SIGN_IN} />;
  return (
    <div className="container page order-upload">
      <h1>{t.title}</h1>
      {store.access === 'checking' && <p role="status">{t.checking}</p>}
      {store.access === 'not-allowed' && <NotAllowed />}
      {store.access === 'allowed' && (
        <>
          <p className="lead">{t.intro}</p>
          <section aria-labelledby="order-upload-columns">
            <h2 id="order-upload-columns">{t.columnsHeading}</h2>
            <p>{t.columnsIntro}</p>
            <ColumnsTable />
          </section>
          <section aria-labelledby="order-upload-templates">
            <h2 id="order-upload-templates">{t.templatesHeading}</h2>
            <p>{t.templatesIntro}</p>
            <ul className="order-upload__templates">
              <li>
                <a href={`${TEMPLATE}.csv`} download="order-upload-template.csv">
                  {t.templateCsv}
                </a>
              </li>
              <li>
                <a href={`${TEMPLATE}.xlsx`} download="order-upload-template.xlsx">
                  {t.templateXlsx}
                </a>
              </li>
            </ul>
          </section>
          <UploadForm store={store} />
        </>
      )}
    </div>
  );
}

export default observer(OrderUploadPage);
