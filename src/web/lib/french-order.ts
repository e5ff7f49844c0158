// French order for names and text cells: accents and case ignored, digits by value ('C2' before
// 'C10'). One collator: localeCompare(…, 'fr') would look the locale up on every comparison.
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export const compareFrench = collator.compare;
