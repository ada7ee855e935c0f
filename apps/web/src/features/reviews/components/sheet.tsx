import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';

/**
 * A modal on the platform's <dialog>: focus moves into it and stays there, Escape closes it and
 * the page behind is inert. On a phone it is a sheet from the bottom edge; wider, a centred box.
 */
export function Sheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) ref.current?.close();
      }}
      className="fixed inset-x-0 bottom-0 top-auto m-0 max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-ivory-50 p-0 text-ink shadow-xl backdrop:bg-ink/50 md:inset-0 md:m-auto md:max-w-2xl md:rounded-2xl"
    >
      <div className="sticky top-0 flex items-center justify-between border-b border-line bg-ivory-50 px-5 py-4">
        <h2 id={titleId} className="text-xl text-maroon-800">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t('Close')}
          className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
