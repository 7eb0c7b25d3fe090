import { Trans } from '@lingui/react/macro'

const heading = 'mt-10 text-2xl font-bold tracking-tight'
const paragraph = 'mt-3 text-slate-700 dark:text-slate-300'

/** The terms of the website and the demo shop, in plain words. */
export function TermsContent() {
  return (
    <div className="max-w-3xl">
      <h2 className={heading}>
        <Trans>1. Using this website</Trans>
      </h2>
      <p className={paragraph}>
        <Trans>This website presents Storm Yazılım and its services. You may read, print and share its pages for your own information; copying its texts or images for other purposes needs our written consent.</Trans>
      </p>
      <h2 className={heading}>
        <Trans>2. The demo shop</Trans>
      </h2>
      <p className={paragraph}>
        <Trans>The shop shows what we build. Its products, prices and orders are examples: nothing is sold, charged or shipped, and no payment details are sent anywhere.</Trans>
      </p>
      <h2 className={heading}>
        <Trans>3. Accounts</Trans>
      </h2>
      <p className={paragraph}>
        <Trans>Demo accounts are for trying the site. Do not enter real personal or payment data; we may reset demo accounts at any time.</Trans>
      </p>
      <h2 className={heading}>
        <Trans>4. Liability and law</Trans>
      </h2>
      <p className={paragraph}>
        <Trans>We keep the information on this site accurate but cannot guarantee it is complete. Turkish law applies; the courts of Eskişehir are competent.</Trans>
      </p>
    </div>
  )
}
