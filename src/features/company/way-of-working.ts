import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface Principle {
  title: MessageDescriptor
  text: MessageDescriptor
}

/** The principles of the about page (v3), in the order a customer meets them. */
export const PRINCIPLES: readonly Principle[] = [
  {
    title: msg`Understand the work first`,
    text: msg`Before we propose anything, we spend time on your shop floor, in your warehouse and in your back office, with the people who will use the software.`,
  },
  {
    title: msg`Fixed scope, honest estimates`,
    text: msg`You get a written scope, a timeline and a price before we start, and we tell you early when something turns out bigger than we thought.`,
  },
  {
    title: msg`Working software every week`,
    text: msg`No long silences: every week we show what works, on your data, and you decide what comes next.`,
  },
  {
    title: msg`Quality is part of done`,
    text: msg`Automated tests, accessibility and performance budgets are in every project's definition of done, not in an audit at the end.`,
  },
  {
    title: msg`Yours to own`,
    text: msg`The code, the designs and the documentation are yours, written so that your own IT team can read and maintain them.`,
  },
  {
    title: msg`We stay after go-live`,
    text: msg`The people who built your system are the ones who support it, around the clock, for as long as it runs.`,
  },
]

export interface ProjectStep {
  title: MessageDescriptor
  duration: MessageDescriptor
  text: MessageDescriptor
  /** What the customer has in hand at the end of the step. */
  result: MessageDescriptor
}

/** How a project runs, from the first call to support (about v3). The home page's four steps in detail. */
export const PROJECT_STEPS: readonly ProjectStep[] = [
  {
    title: msg`First conversation`,
    duration: msg`About an hour, free`,
    text: msg`You tell us what is not working; we ask about your processes, your systems and your deadlines, and say honestly whether we are the right team.`,
    result: msg`A clear next step, or a recommendation of who else to ask`,
  },
  {
    title: msg`Discovery`,
    duration: msg`One to two weeks`,
    text: msg`Workshops on site with the people who do the work, a look at your data and the systems the new software has to talk to.`,
    result: msg`A map of your processes and an agreed list of priorities`,
  },
  {
    title: msg`Scope and plan`,
    duration: msg`About one week`,
    text: msg`We write down what we will build, in which order, on which architecture, by when and for what price, before a single line of code.`,
    result: msg`A fixed scope, a timeline and a price`,
  },
  {
    title: msg`Build`,
    duration: msg`Two-week iterations`,
    text: msg`Short iterations with a demo every week. Your key users test on real data long before go-live, and the training grows with the software.`,
    result: msg`Working software at every demo, and users who know it`,
  },
  {
    title: msg`Go-live and support`,
    duration: msg`As long as it runs`,
    text: msg`We spend go-live week on site, stay through the first month-end close and then support the system with monitoring and an on-call engineer around the clock.`,
    result: msg`A system in production and one named person to call`,
  },
]
