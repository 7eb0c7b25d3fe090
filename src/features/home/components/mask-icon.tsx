export type IconName =
  | 'design'
  | 'modular'
  | 'contact'
  | 'data-protection'
  | 'web'
  | 'mobile'
  | 'desktop'
  | 'ai'
  | 'integration'
  | 'data'
  | 'devops'
  | 'iot'
  | 'erp'
  | 'step-discover'
  | 'step-plan'
  | 'step-build'
  | 'step-support'
  | 'check'
  | 'shield'
  | 'headset'

/**
 * A decorative 48 x 48 icon of /images/icons, painted in the current text colour: the SVG is used
 * as a CSS mask over `currentColor`, so it follows the theme without inlining its markup.
 */
export function MaskIcon({ name, className = 'size-12' }: { name: IconName; className?: string }) {
  const image = `url(/images/icons/${name}.svg)`
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 bg-current mask-contain mask-center mask-no-repeat ${className}`}
      style={{ maskImage: image, WebkitMaskImage: image }}
    />
  )
}
