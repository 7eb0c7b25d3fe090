import { useState } from 'react'
import { focusRing } from '../focus-ring'
import { GalleryDialog } from './gallery-dialog'
import { useDialogSession } from '~/lib/use-dialog-session'

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

/**
 * Pictures in a grid, each a button that opens it large in a native modal `<dialog>` (focus kept
 * inside, Escape or the close button closes it, focus returns to the button), with previous and
 * next inside. Without scripts the grid still shows every picture.
 */
export function Gallery({ images, labels, headingId }: { images: readonly GalleryImage[]; labels: GalleryLabels; headingId?: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const dialog = useDialogSession()
  const { session } = dialog
  return (
    <>
      <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button type="button" onClick={() => {
                dialog.begin()
                setOpen(index)
              }} className={`group block w-full overflow-hidden rounded-2xl ${focusRing}`}>
              <img
                // Its text is the content file's, translated there (not in the catalogs).
                data-content
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
      {open !== null && (
        <GalleryDialog
          key={session}
          images={images}
          index={open}
          labels={labels}
          onIndex={setOpen}
          onClose={() => {
            if (dialog.isNewest(session)) setOpen(null)
          }}
        />
      )}
    </>
  )
}
