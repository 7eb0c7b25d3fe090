import { useId, useRef, useState } from 'react'
import { focusRing } from '../focus-ring'

export interface GalleryImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface GalleryLabels {
  /** Said after a picture's own text on the button that enlarges it. */
  enlarge: string
  close: string
  previous: string
  next: string
}

const buttonClass = `inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700 ${focusRing}`

/**
 * Pictures in a grid, each a button that opens it large in a native modal `<dialog>` (focus kept
 * inside, Escape or the close button closes it, focus returns to the button), with previous and
 * next inside. Without scripts the grid still shows every picture.
 */
export function Gallery({ images, labels, headingId }: { images: readonly GalleryImage[]; labels: GalleryLabels; headingId?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState<number | null>(null)
  const captionId = useId()
  const shown = open === null ? undefined : images[open]

  function show(index: number) {
    setOpen(index)
    const dialog = dialogRef.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }

  function step(offset: number) {
    setOpen((index) => (index === null ? null : (index + offset + images.length) % images.length))
  }

  return (
    <>
      <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button type="button" onClick={() => show(index)} className={`group block w-full overflow-hidden rounded-2xl ${focusRing}`}>
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-slate-100 object-cover transition-transform group-hover:scale-[1.02] motion-reduce:transition-none dark:bg-slate-800"
              />
              <span className="sr-only">{labels.enlarge}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-labelledby={captionId}
        onClose={() => setOpen(null)}
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
              <button type="button" onClick={() => step(-1)} className={buttonClass}>
                {labels.previous}
              </button>
              <button type="button" onClick={() => step(1)} className={buttonClass}>
                {labels.next}
              </button>
            </div>
          )}
          <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass}>
            {labels.close}
          </button>
        </div>
      </dialog>
    </>
  )
}
