// Kept until callers move (issue 24): the table's sides are table/sides.ts.
export * from '../table/sides';
