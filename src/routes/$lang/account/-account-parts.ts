import { lazyWithPreload } from '~/lib/lazy-with-preload'

// The account pages' code (the session query, ky, TanStack Form) loads after the page. The
// prerendered HTML (the signed-out frame) shows at once; each page's loader preloads its parts, so
// prerendering and client navigation render them in place.
export const AccountShell = lazyWithPreload(() => import('~/features/auth/components/account-shell').then((module) => module.AccountShell))

const forms = () => import('~/features/auth/components/account-forms')
export const ProfileForm = lazyWithPreload(() => forms().then((module) => module.ProfileForm))
export const PasswordForm = lazyWithPreload(() => forms().then((module) => module.PasswordForm))
export const NotificationsForm = lazyWithPreload(() => forms().then((module) => module.NotificationsForm))
export const DeleteProfileForm = lazyWithPreload(() => forms().then((module) => module.DeleteProfileForm))

const lists = () => import('~/features/auth/components/account-lists')
export const ProjectList = lazyWithPreload(() => lists().then((module) => module.ProjectList))
export const PaymentDetails = lazyWithPreload(() => lists().then((module) => module.PaymentDetails))
export const OrderHistory = lazyWithPreload(() => lists().then((module) => module.OrderHistory))
