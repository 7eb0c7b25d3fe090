import { ThemedSymbol } from '../themed-image'
import { CLIENT_LOGO_SPRITE, LOGO_SIZE, type ClientLogo } from './client-logos'

/** A client's logo in the current theme's drawing, named by the client; `className` sizes its box. */
export function ClientLogoPicture({ logo, className }: { logo: Pick<ClientLogo, 'name' | 'lightSymbol' | 'darkSymbol'>; className: string }) {
  return (
    <ThemedSymbol
      sprite={CLIENT_LOGO_SPRITE}
      light={logo.lightSymbol}
      dark={logo.darkSymbol}
      label={logo.name}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      className={className}
    />
  )
}
