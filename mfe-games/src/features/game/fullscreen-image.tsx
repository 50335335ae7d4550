import { useEffect, useRef } from 'react';

/** A picture over the whole page, closed by a click anywhere or Escape. */
export function FullscreenImage({ src, alt, onClose }: { src: string; alt: string; onClose(): void }) {
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    overlay.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div
      ref={overlay}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      tabIndex={-1}
      onClick={onClose}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-black/90 p-4 outline-none"
    >
      <img src={src} alt={alt} className="max-h-[85vh] max-w-full object-contain" />
      <p className="text-sm text-gray-300">Click anywhere or press ESC to close</p>
    </div>
  );
}
