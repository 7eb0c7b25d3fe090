import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServiceGroup } from '~/site/content/service-groups'

/** Each group of services: the problem its services solve (the content files name them by key). */
export const GROUP_TEXTS: Record<ServiceGroup, { title: MessageDescriptor; text: MessageDescriptor }> = {
  build: {
    title: msg`Build the products your customers use`,
    text: msg`Websites, customer portals, mobile apps and desktop tools that people open every day: fast, accessible and easy to change.`,
  },
  connect: {
    title: msg`Connect your systems and understand your data`,
    text: msg`One flow of data between ERP, shop, bank and partners, reports that everyone trusts, and AI where it pays for itself.`,
  },
  operate: {
    title: msg`Run and operate without surprises`,
    text: msg`Delivery pipelines, monitoring and connected machines, so that software and shop floor keep running around the clock.`,
  },
}
