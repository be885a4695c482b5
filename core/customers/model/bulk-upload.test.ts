import { describe, expect, it } from 'vitest';
import { isBulkUploadAvailable } from './customer';

describe('is_bulk_upload_available (shell-account §2 account flags)', () => {
  it('is set for business accounts only, never for a guest', () => {
    expect(isBulkUploadAvailable({ isB2b: true, isGuest: false })).toBe(true);
    expect(isBulkUploadAvailable({ isB2b: false, isGuest: false })).toBe(false);
    expect(isBulkUploadAvailable({ isB2b: true, isGuest: true })).toBe(false);
  });
});
