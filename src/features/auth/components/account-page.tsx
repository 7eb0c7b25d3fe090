import type { Lang } from '~/lib/languages'
import type { AccountPagePath } from '~/site/pages'
import { DeleteProfileForm, NotificationsForm, PasswordForm, ProfileForm } from './account-forms'
import { OrderHistory, PaymentDetails, ProjectList, SavedAddresses, type DescribeOrderItem } from './account-lists'
import { AccountShell } from './account-shell'

/**
 * An account page: the shell (title, account menu, signed-out state) around the page's content.
 * One module for all of them, loaded after the page's first load. The order history names the
 * ordered products and their size and colour with `describeItem` (the shop's catalog in the page's
 * language).
 */
export function AccountPage({
  lang,
  page,
  describeItem,
  openedOrder,
}: {
  lang: Lang
  page: AccountPagePath
  describeItem?: DescribeOrderItem
  /** The order history's order to open (the checkout's confirmation links to it). */
  openedOrder?: string
}) {
  return (
    <AccountShell lang={lang} page={page}>
      {(user) => {
        switch (page) {
          case 'account/profile':
            return (
              <>
                <ProfileForm key={user.id} user={user} />
                <SavedAddresses lang={lang} />
              </>
            )
          case 'account/security':
            return <PasswordForm />
          case 'account/notifications':
            return <NotificationsForm />
          case 'account/projects':
            return <ProjectList lang={lang} />
          case 'account/payment-details':
            return <PaymentDetails />
          case 'account/order-history':
            return (
              <OrderHistory
                lang={lang}
                {...(describeItem === undefined ? {} : { describeItem })}
                {...(openedOrder === undefined ? {} : { opened: openedOrder })}
              />
            )
          case 'account/delete-profile':
            return <DeleteProfileForm lang={lang} user={user} />
        }
      }}
    </AccountShell>
  )
}
