// The columns the page sorts on, as the URL names them (?tri=): the server sorts (decision 0009),
// a level or a status in its own order, a date as AAAA-MM-JJ, a count or an amount as a number,
// the missions as shown; nothing known last.
export { COMPLIANCE_SORT_COLUMNS } from '../../../../shared/compliance/list-query.ts';
