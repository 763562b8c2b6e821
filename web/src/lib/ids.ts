const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address bar can name a photo or album (the API's ids are UUIDs). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
