// Kept until callers move (issue 24): the table's markers are table/markers.ts.
export * from '../table/markers';
