// Kept until callers move (issue 24): the table's zones are table/zones.ts.
export * from '../table/zones';
