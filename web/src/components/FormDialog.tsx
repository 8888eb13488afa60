import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form/FormAlert';
import { Modal } from './Modal';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** See Modal. */
  widthClass?: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last send failed, first in the form; nothing (or false) when it did not. */
  alert?: string | null | false;
  /** The form's spacing. */
  className?: string;
  /** The fields, then the dialog's DialogActions. */
  children: ReactNode;
}

/** A dialog that is one form: what went wrong with the last send, if anything, then its fields and actions. */
export function FormDialog({ title, description, widthClass, onClose, onSubmit, alert, className = 'space-y-4', children }: Props) {
  return (
    <Modal open onClose={onClose} title={title} description={description} widthClass={widthClass}>
      <form noValidate onSubmit={onSubmit} className={className}>
        {alert && <FormAlert>{alert}</FormAlert>}
        {children}
      </form>
    </Modal>
  );
}
