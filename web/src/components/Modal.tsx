import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Tailwind max-width class; the register wizard asks for 1200 px. */
  widthClass?: string;
  children: ReactNode;
}

/** A dialog in the site's manner: dimmed page, paper panel, scrolling inside when taller than the screen. */
export function Modal({ open, onClose, title, description, widthClass = 'max-w-md', children }: Props) {
  return (
    // The dialog element itself spans the screen, so it is visible as a box (browsers and Playwright agree).
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <div className="relative">
        <div className="flex min-h-dvh items-center justify-center p-2 sm:p-6">
          <DialogPanel className={`w-full ${widthClass} bg-paper p-5 shadow-2xl sm:p-8`}>
            <DialogTitle className="font-display text-2xl text-ink sm:text-3xl">{title}</DialogTitle>
            {description && <Description className="mt-2 text-sm leading-relaxed text-muted">{description}</Description>}
            <div className="mt-6">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
