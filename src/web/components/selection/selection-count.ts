import { createContext, useContext } from 'react';

/**
 * How many rows the bar's actions apply to, given by SelectionBar to the dialogs inside it (their
 * titles and confirmations say it), so no action takes it again as a prop.
 */
export const SelectionCount = createContext(0);

export const useSelectionCount = () => useContext(SelectionCount);
