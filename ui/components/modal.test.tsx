// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';

// spec: shell-account §4 "A modal closes on Escape or overlay click and has Cancel and Save buttons by default".

afterEach(cleanup);

function Harness(props: { cancelText?: string | null; saveText?: string | null; onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Shipping details" onClose={() => setOpen(false)} {...props}>
        <p>Ships in 2 days.</p>
        <a href="/shipping">More</a>
      </Modal>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Shipping details' }) };
}

describe('Modal', () => {
  it('is a labelled modal dialog with Cancel and Save, focus inside, closing on Escape back to its opener', () => {
    render(<Harness />);
    const { opener, dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on an overlay click, on Cancel and on Save, but not on a click inside', () => {
    const saved: number[] = [];
    render(<Harness onSave={() => saved.push(1)} />);
    const { dialog } = open();
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([1]);
  });

  it('keeps Tab inside the dialog, and renames or hides its buttons', () => {
    render(<Harness cancelText={null} saveText="Got it" />);
    const { dialog } = open();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const last = screen.getByRole('button', { name: 'Got it' });
    const first = screen.getByRole('button', { name: 'Close' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
