// The columns the page sorts on, as the URL names them (?tri=): the server sorts (decision 0009),
// an enum in its own order, a date as AAAA-MM-JJ, a platform by its name, nothing chosen last.
export { E_INVOICING_SORT_COLUMNS } from '../../../../shared/e-invoicing/list-query.ts';
