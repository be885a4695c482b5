// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { OrderUploadAccess } from '../../../ports/page-renderer';
import { renderPageRoute } from '../../testing/render-page-route';
import type { OrderUploadClient, UploadAnswer } from './order-upload-client';
import OrderUploadPage, { CONVERT_TO_BUSINESS } from './order-upload-page';
import '../../testing/async-timeout';

afterEach(cleanup);

function fakeClient(answer: UploadAnswer, access: OrderUploadAccess = 'allowed') {
  const sent: string[] = [];
  let finish: (a: UploadAnswer) => void = () => {};
  const client: OrderUploadClient = {
    upload: (_file, name) => {
      sent.push(name);
      return new Promise((resolve) => (finish = resolve));
    },
    access: () => Promise.resolve(access),
  };
  return { client, sent, finish: () => finish(answer) };
}

function renderPage(client: OrderUploadClient, access: OrderUploadAccess = 'allowed') {
  const rendered = renderPageRoute({
    path: '/order-upload',
    state: { orderUpload: { access } },
    routes: (
      <>
        <Route path="/order-upload" element={<OrderUploadPage client={client} />} />
        <Route path="/sign/in" element={<p>sign in</p>} />
      </>
    ),
  });
  const fullLoad = vi.fn();
  rendered.root.attachNavigator({ go: vi.fn(), fullLoad });
  return { ...rendered, fullLoad };
}

const csv = () => new File(['SKU,Quantity\n'], 'orders.csv', { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });

describe('the /order-upload page (core-cart-checkout §2 /order-upload)', () => {
  it('explains the columns, links both templates and offers the file form', () => {
    renderPage(fakeClient({ kind: 'failed' }).client);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Upload' })).toBeTruthy();
    const columns = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(columns).toEqual([
      'SKU',
      'Quantity',
      'Recipient Name',
      'Company',
      'Street 1',
      'Street 2',
      'City',
      'State',
      'ZIP',
      'Country',
      'Phone',
      'Email',
      'Gift Message',
    ]);
    const zip = screen.getByRole('rowheader', { name: 'ZIP' }).closest('tr')!;
    expect(within(zip).getByText('Required')).toBeTruthy();
    const company = screen.getByRole('rowheader', { name: 'Company' }).closest('tr')!;
    expect(within(company).getByText('Optional')).toBeTruthy();
    const csvLink = screen.getByRole('link', { name: 'Download the CSV template' });
    expect([csvLink.getAttribute('href'), csvLink.hasAttribute('download')]).toEqual([
      '/api/order-upload/template.csv',
      true,
    ]);
    const xlsx = screen.getByRole('link', { name: 'Download the Excel (XLSX) template' });
    expect(xlsx.getAttribute('href')).toBe('/api/order-upload/template.xlsx');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.csv,.xlsx');
  });

  it('disables the button with a status while uploading, then lists every row error by row and column', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ row: i + 2, column: 'ZIP', message: `Bad ZIP ${i}` }));
    const fake = fakeClient({ kind: 'refused', message: 'The file has 300 errors; nothing was created.', rows });
    const { fullLoad } = renderPage(fake.client);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload order' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('status').textContent).toBe('Uploading and checking your file…');
    expect(fake.sent).toEqual(['orders.csv']);
    await act(async () => fake.finish());
    expect(screen.getByRole('alert').textContent).toContain('We found 300 problems in your file. Nothing was created.');
    const table = screen.getByRole('table', { name: 'Problems in your file' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(300);
    expect(bodyRows.at(-1)?.textContent).toBe('301ZIPBad ZIP 299');
    expect(screen.getByRole('button', { name: 'Upload order' })).toHaveProperty('disabled', false);
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a file refused whole', async () => {
    const fake = fakeClient({ kind: 'refused', message: 'The file is not a CSV or XLSX file.', rows: [] });
    renderPage(fake.client);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload order' }));
    await act(async () => fake.finish());
    expect(screen.getByRole('alert').textContent).toBe('The file is not a CSV or XLSX file.');
    expect(screen.queryByRole('table', { name: 'Problems in your file' })).toBeNull();
  });

  it('asks for a file when none is chosen', async () => {
    const fake = fakeClient({ kind: 'failed' });
    renderPage(fake.client);
    fireEvent.click(screen.getByRole('button', { name: 'Upload order' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a CSV or XLSX file to upload.'));
    expect(fake.sent).toEqual([]);
  });

  it('on success shows the summary and loads checkout, which opens at payment', async () => {
    const fake = fakeClient({ kind: 'uploaded', rows: 25, shipments: 12, lines: 3 });
    const { fullLoad } = renderPage(fake.client);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload order' }));
    await act(async () => fake.finish());
    expect(screen.getByRole('status').textContent).toBe(
      'Your file is in: 25 rows, 12 shipments, 3 lines. Taking you to payment…',
    );
    expect(fullLoad).toHaveBeenCalledWith('/checkout');
  });

  it('tells a customer without a business account what the page is for, with the way to convert', () => {
    renderPage(fakeClient({ kind: 'failed' }, 'not-allowed').client, 'not-allowed');
    expect(screen.getByRole('heading', { name: 'Order upload is for business accounts' })).toBeTruthy();
    const convert = screen.getByRole('link', { name: 'Convert to Business Account' });
    expect(convert.getAttribute('href')).toBe(CONVERT_TO_BUSINESS);
    expect(CONVERT_TO_BUSINESS).toBe('/business/register?source=User+Converted');
    expect(screen.queryByLabelText('File')).toBeNull();
  });

  it('sends a visitor to sign in, coming back to /order-upload', async () => {
    const { location } = renderPage(fakeClient({ kind: 'failed' }, 'signed-out').client, 'signed-out');
    await waitFor(() => expect(location()).toBe('/sign/in'));
    expect(screen.getByText('sign in')).toBeTruthy();
  });
});
