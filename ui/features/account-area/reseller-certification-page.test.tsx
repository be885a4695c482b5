// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResaleCertificate } from '../../../core/resellers';
import type { AccountAreaData } from '../../../ports/account-area';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const PATH = '/account/reseller-certification';
const APPROVED: ResaleCertificate = {
  id: 'cert-0',
  customerId: 'c-1',
  state: 'NY',
  certificateNumber: 'NY-77',
  expiresOn: '2027-01-31',
  fileName: 'ny.pdf',
  contentType: 'application/pdf',
  sizeBytes: 100,
  status: 'rejected',
  reason: 'The certificate is not signed.',
  submittedAt: '2026-03-01T10:00:00.000Z',
};

function reseller(certificates: ResaleCertificate[]) {
  return (s: FakeServices) => {
    const data: AccountAreaData = {
      path: PATH,
      page: 'reseller-certification',
      customer: {
        id: 'c-1',
        email: 'rita@example.com',
        fullName: 'Rita Reseller',
        firstName: 'Rita',
        isB2b: true,
        isGuest: false,
        loginTypes: ['password'],
        newsletterOptIn: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      flags: { is_b2b: true, is_reseller: true, is_bulk_upload_available: true },
      resaleCertificates: certificates,
    };
    s.account.state.accountPages.set(PATH, data);
    s.account.state.resaleCertificates.push(...certificates);
  };
}

const file = (bytes: number[] | string, name: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'application/pdf' });

function fill(state: string, number: string, expires: string, f: File) {
  fireEvent.change(screen.getByLabelText('State'), { target: { value: state } });
  fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: expires } });
  fireEvent.change(screen.getByLabelText('Certificate file (PDF, PNG or JPEG, up to 10 MB)'), {
    target: { files: [f] },
  });
}

describe('Reseller Certifications (shell-account §2, resellers only)', () => {
  it('lists the certificates with State, Number, Expires, Status, Reason and File', async () => {
    renderApp(PATH, reseller([APPROVED]));
    expect(await screen.findByRole('heading', { name: 'Reseller Certifications', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your resale certificates, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['State', 'Number', 'Expires', 'Status', 'Reason', 'File']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['NY', 'NY-77', '2027-01-31', 'Rejected', 'The certificate is not signed.', 'Download']);
    const link = within(table).getByRole('link', { name: 'Download the NY certificate NY-77' });
    expect(link.getAttribute('href')).toBe('/api/reseller-certificates/cert-0/file');
  });

  it('uploads a PDF: the new certificate shows as pending review', async () => {
    const app = renderApp(PATH, reseller([]));
    expect(await screen.findByText('You have not uploaded a resale certificate yet.')).toBeTruthy();
    fill('NJ', 'NJ-555', '2030-12-31', file('%PDF-1.7 certificate', 'nj.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload certificate' }));
    const table = await screen.findByRole('table', { name: 'Your resale certificates, newest first' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['NJ', 'NJ-555', '2030-12-31', 'Pending review']);
    expect(app.services.account.state.calls).toContain('uploadResaleCertificate:NJ:NJ-555');
  });

  it("shows the server's message next to the file field for a text file renamed .pdf", async () => {
    renderApp(PATH, reseller([]));
    await screen.findByRole('button', { name: 'Upload certificate' });
    fill('NJ', 'NJ-555', '2030-12-31', file('just text', 'fake.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.getByText('Upload a PDF, PNG or JPEG file.')).toBeTruthy());
    const input = screen.getByLabelText('Certificate file (PDF, PNG or JPEG, up to 10 MB)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('reseller-file-error');
  });
});
