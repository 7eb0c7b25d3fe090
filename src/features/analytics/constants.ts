/** Local storage key of the random visitor id; it exists only while statistics are allowed. */
export const VISITOR_ID_STORAGE_KEY = 'storm-visitor-id'
