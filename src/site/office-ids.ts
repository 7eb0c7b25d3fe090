/** The company's offices, head office first: the contact pages describe them, team members work at one. */
export const OFFICE_IDS = ['eskisehir', 'istanbul', 'berlin', 'london'] as const
export type OfficeId = (typeof OFFICE_IDS)[number]
