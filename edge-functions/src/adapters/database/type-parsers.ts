/**
 * Both drivers answer int8 and numeric columns as JS numbers (counts, cents, EXIF values all fit
 * well inside 2^53), so handlers never see driver-specific strings or bigints.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const toNumber = (value: string) => Number(value);

export const numericParsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
export const numericOids = { int8: INT8_OID, numeric: NUMERIC_OID };
