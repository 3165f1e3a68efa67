// Kept until callers move (issue 24): the table's clone are table/clone.ts.
export * from '../table/clone';
