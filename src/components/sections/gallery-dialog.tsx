import { useEffect, useId, useRef } from 'react'
import { focusRing } from '../focus-ring'
import type { GalleryImage, GalleryLabels } from './gallery'

const buttonClass = `inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700 ${focusRing}`

/** The gallery's large view: a modal `<dialog>`, open while mounted; closing it (Escape, the button) calls `onClose`. */
export function GalleryDialog({
  images,
  index,
  labels,
  onIndex,
  onClose,
}: {
  images: readonly GalleryImage[]
  index: number
  labels: GalleryLabels
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const captionId = useId()
  const shown = images[index]

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={captionId}
      onClose={onClose}
      className="m-auto max-h-[95dvh] w-[min(64rem,95vw)] rounded-2xl bg-white p-4 text-slate-900 backdrop:bg-slate-950/80 sm:p-6 dark:bg-slate-900 dark:text-white"
    >
      {shown !== undefined && (
        <figure>
          <img src={shown.src} alt={shown.alt} width={shown.width} height={shown.height} className="max-h-[70dvh] w-full rounded-xl object-contain" />
          <figcaption id={captionId} aria-hidden="true" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {shown.alt}
          </figcaption>
        </figure>
      )}
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        {images.length > 1 && (
          <div className="flex gap-2">
            <button type="button" onClick={() => onIndex((index - 1 + images.length) % images.length)} className={buttonClass}>
              {labels.previous}
            </button>
            <button type="button" onClick={() => onIndex((index + 1) % images.length)} className={buttonClass}>
              {labels.next}
            </button>
          </div>
        )}
        <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass}>
          {labels.close}
        </button>
      </div>
    </dialog>
  )
}
