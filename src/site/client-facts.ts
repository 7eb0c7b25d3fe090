import { CLIENT_NAMES, type ClientId } from './facts.ts'

/**
 * Each fictional client's fact sheet (src/site/facts.ts has the company's figures and the clients'
 * names): what every text naming the client must agree with (tests/unit/facts.test.ts).
 */

/** A person a client's texts quote or name: the name and the role in English. */
export interface ClientPerson {
  readonly name: string
  readonly role: string
}

/** A fictional client's fact sheet: what every text naming the client must agree with. */
export interface ClientFacts {
  readonly name: string
  readonly industry: string
  readonly city: string
  /** What the client makes or does, in a few words. */
  readonly business: string
  /** Its sites by kind (plants, warehouses, hospitals …): how many, and where when the texts say so. */
  readonly sites: { readonly kind: string; readonly count: number; readonly places: readonly string[] }
  /** Every figure the client's texts cite, by name. Front matter may only state these numbers. */
  readonly figures: Readonly<Record<string, number>>
  readonly people: readonly ClientPerson[]
}

export const CLIENTS: Readonly<Record<ClientId, ClientFacts>> = {
  'anatolia-foods': {
    name: CLIENT_NAMES['anatolia-foods'],
    industry: 'food',
    city: 'Konya',
    business: 'mills durum wheat; makes pasta, bulgur and flour',
    sites: { kind: 'plants', count: 2, places: ['Konya'] },
    figures: { minutesToTraceALot: 14, lotsLinkedPercent: 100, lessPaperworkPercent: 60, exportCountries: 6, yearsWithStorm: 6 },
    people: [
      { name: 'Ayşe Demirtaş', role: 'Quality and Food Safety Director' },
      { name: 'Selin Aksoy', role: 'Operations director' },
    ],
  },
  'bergmann-logistik': {
    name: CLIENT_NAMES['bergmann-logistik'],
    industry: 'logistics',
    city: 'Berlin',
    business: 'contract logistics and road freight',
    sites: { kind: 'warehouses', count: 4, places: ['Berlin', 'Brandenburg'] },
    figures: {
      carriersConnected: 23,
      customersConnected: 15,
      /** Carriers and customers: every system now connected through the hub. */
      systemsConnected: 38,
      /** The point-to-point interfaces collected over fifteen years before the hub. */
      legacyInterfaces: 30,
      yearsOfLegacyInterfaces: 15,
      failedBookingsReductionPercent: 85,
      secondsToBookAShipment: 40,
      hubAvailabilityPercent: 99.95,
      lessOnboardingTimePercent: 70,
    },
    people: [{ name: 'Katrin Vogel', role: 'Head of IT' }],
  },
  'ege-makina': {
    name: CLIENT_NAMES['ege-makina'],
    industry: 'machinery',
    city: 'İzmir',
    business: 'designs and builds filling and packaging machines; sells them through its own companies in Germany and the UK',
    sites: { kind: 'plants', count: 3, places: ['İzmir', 'Manisa', 'Bursa'] },
    figures: {
      onTimePercent: 96,
      onTimeBeforePercent: 78,
      stockDiscrepancyReductionPercent: 38,
      monthEndCloseSpeedup: 4,
      monthsToThirdPlant: 11,
      leadTimeReductionPercent: 22,
      hoursToReplan: 3,
      machinesPerYear: 180,
      groupCompanies: 3,
      groupCloseDaysBefore: 14,
      groupCloseDays: 4,
      eInvoicesPercent: 100,
      auditFindings: 0,
    },
    people: [
      { name: 'Burcu Tekin', role: 'Head of Production Planning' },
      { name: 'Hakan Yücel', role: 'Plant manager' },
    ],
  },
  'kuzey-tekstil': {
    name: CLIENT_NAMES['kuzey-tekstil'],
    industry: 'textiles',
    city: 'Kahramanmaraş',
    business: 'weaves and dyes upholstery and workwear fabrics',
    sites: { kind: 'mills', count: 1, places: ['Kahramanmaraş'] },
    figures: {
      looms: 140,
      /** The pilot, and the first looms overhauled once the stop reasons were known. */
      pilotLooms: 10,
      dyeingMachines: 12,
      /** Every loom and every dyeing machine; compressors and humidity control are not counted. */
      machinesConnected: 152,
      oeePercent: 75,
      oeeBeforePercent: 61,
      unplannedStopsReductionPercent: 31,
      weeksFromPilotToHall: 9,
    },
    people: [
      { name: 'Murat Şen', role: 'Production manager' },
      { name: 'Hakan Yıldız', role: 'Energy and facilities manager' },
    ],
  },
  'marmara-health': {
    name: CLIENT_NAMES['marmara-health'],
    industry: 'healthcare',
    city: 'around the Sea of Marmara',
    business: 'runs hospitals and outpatient clinics',
    sites: { kind: 'hospitals', count: 4, places: [] },
    figures: { hospitals: 4, outpatientClinics: 11, patientsUsingTheApp: 210_000, missedAppointmentsReductionPercent: 36, storeRating: 4.7, callsReductionPercent: 48 },
    people: [{ name: 'Gül Erdem', role: 'Digital services manager' }],
  },
  'nova-energy': {
    name: CLIENT_NAMES['nova-energy'],
    industry: 'renewable energy',
    city: 'central and southern Anatolia',
    business: 'owns and operates solar plants',
    sites: { kind: 'solar plants', count: 38, places: [] },
    figures: { solarPlants: 38, forecastErrorReductionPercent: 42, reportingSpeedup: 7, minutesFromMeterToReport: 15 },
    people: [
      { name: 'Deniz Aydemir', role: 'Head of marketing' },
      { name: 'Murat Aksoy', role: 'Service technician' },
    ],
  },
  'polar-systems': {
    name: CLIENT_NAMES['polar-systems'],
    industry: 'manufacturing',
    city: 'Bursa',
    business: 'makes commercial refrigeration',
    sites: { kind: 'plants', count: 1, places: ['Bursa'] },
    figures: { emergencyCallOutsReductionPercent: 41, hoursToReachAUnit: 4, unitsConnected: 9200 },
    people: [
      { name: 'Serkan Aksoy', role: 'After-Sales Service Manager' },
      { name: 'Emily Hart', role: 'Managing director' },
    ],
  },
  'vega-retail': {
    name: CLIENT_NAMES['vega-retail'],
    industry: 'retail',
    city: 'Türkiye',
    business: 'sells furniture, textiles and kitchenware online and in its stores',
    sites: { kind: 'stores', count: 60, places: [] },
    figures: { stores: 60, mobileConversionGainPercent: 27, largestContentfulPaintSeconds: 1.1, lessJavaScriptPercent: 64, criticalAccessibilityIssues: 0 },
    people: [{ name: 'Hannah Brooks', role: 'Product lead' }],
  },
}

/** A client's fact sheet by the name a testimonial or a demo shows. */
export function clientByName(name: string): ClientFacts | undefined {
  return Object.values(CLIENTS).find((client) => client.name === name)
}
