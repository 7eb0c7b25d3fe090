import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface Milestone {
  year: number
  title: MessageDescriptor
  text: MessageDescriptor
}

/**
 * The company's story on the about page (v2), oldest first. The facts agree with the team's bios
 * (locales/<lang>/content/team) and the other pages: founded in Eskişehir in 2013, offices in
 * Istanbul, Berlin and London, the figures of the home page's statistics.
 */
export const MILESTONES: readonly Milestone[] = [
  {
    year: 2013,
    title: msg`Founded in Eskişehir`,
    text: msg`Storm starts in a two-room office next to Eskişehir's Organised Industrial Zone, writing production-planning software for the furniture and ceramics plants around the city.`,
  },
  {
    year: 2014,
    title: msg`Our first ERP goes live`,
    text: msg`A ceramics plant runs planning, stock and purchasing on our first ERP system. Our first engineer joins the founders and lays the ground for the modular core most of our projects still start from.`,
  },
  {
    year: 2016,
    title: msg`A team for ERP delivery`,
    text: msg`Data migration, key-user training and go-live support become the work of one dedicated team, which spends every go-live week on site with the customer.`,
  },
  {
    year: 2017,
    title: msg`Our IoT line begins`,
    text: msg`We fit sensors and gateways to presses, kilns and CNC lines and bring machine data straight into the ERP and onto dashboards the shift supervisors trust.`,
  },
  {
    year: 2018,
    title: msg`Istanbul office`,
    text: msg`Our web and mobile team moves closer to our customers in the Marmara region: customer portals, warehouse scanner apps and shop-floor dashboards.`,
  },
  {
    year: 2019,
    title: msg`Berlin office`,
    text: msg`Integration work for wholesalers and automotive suppliers in Germany, Austria and Switzerland: web shops, carriers, EDI partners and e-invoicing networks.`,
  },
  {
    year: 2020,
    title: msg`A practice for data`,
    text: msg`Data warehouses and reporting for manufacturers and distributors: margin, scrap and on-time delivery figures that everyone in the company reads the same way.`,
  },
  {
    year: 2021,
    title: msg`London office`,
    text: msg`Our data team gets a home in London, and with it our first customers in the United Kingdom.`,
  },
  {
    year: 2022,
    title: msg`One platform for every application`,
    text: msg`Every application we build now ships on the same automated platform, with deployments that need no maintenance window and monitoring that alerts our on-call engineers around the clock.`,
  },
  {
    year: 2024,
    title: msg`AI in production`,
    text: msg`Our first AI features go live inside our customers' systems: demand forecasts for planners and incoming documents read straight into the ERP.`,
  },
  {
    year: 2025,
    title: msg`Accessibility in every project`,
    text: msg`With the European Accessibility Act in force, WCAG 2.2 becomes part of every project's definition of done rather than an audit at the end.`,
  },
  {
    year: 2026,
    title: msg`Four offices, more than 600 customers`,
    text: msg`From Eskişehir, Istanbul, Berlin and London we work for more than 600 customers in over 120 sectors, and we support what we build for as long as it runs.`,
  },
]
