import { useState } from 'react';
import type { BlockOptions } from '../../../../core/content';
import { Modal } from '../../../components/modal';
import { RichText } from '../content-html';
import { buttonClass } from './simple-blocks';

/**
 * A button in its theme that opens a modal of rich text (shell-account §2 "a button opening a modal"; §4 the modal
 * closes on Escape or overlay click and has Cancel and Save buttons by default): ui/components/modal.tsx with the
 * block's `modalTitle` and sanitised `html`.
 */
export function ModalButtonBlock({ options }: { readonly options: BlockOptions<'Modal Button'> }) {
  const [open, setOpen] = useState(false);
  return (
    <p className="content-button-row">
      <button type="button" className={buttonClass(options.theme)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {options.text}
      </button>
      <Modal open={open} title={options.modalTitle} onClose={() => setOpen(false)}>
        <RichText html={options.html} />
      </Modal>
    </p>
  );
}
